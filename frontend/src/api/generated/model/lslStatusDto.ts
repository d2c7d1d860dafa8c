/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface LslStatusDto {
  /** Active vendors of the caller (the whole platform's when anonymous). */
  active_vendors: number;
  /**
   * Time of the latest in-world call made with a valid API key (of the caller, or of anybody when anonymous); null when none.
   * @nullable
   */
  last_request: string | null;
  /** In-world objects (vendors, delivery boxes, terminals) that sent a heartbeat in the last 11 minutes (the caller's, or the whole platform's). */
  online_objects: number;
  /** In-world objects that ever sent a heartbeat. */
  total_objects: number;
  /** All vendors of the caller (the whole platform's when anonymous). */
  total_vendors: number;
}
