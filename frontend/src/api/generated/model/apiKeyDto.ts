/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ApiKeyDto {
  createdAt: string;
  id: string;
  /**
   * Last time a script used the key (updated at most once a minute); null when never used.
   * @nullable
   */
  lastUsedAt: string | null;
  /** The first characters of the key, to tell keys apart. */
  prefix: string;
}
