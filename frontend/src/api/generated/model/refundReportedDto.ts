/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface RefundReportedDto {
  recorded: boolean;
  /**
   * The recorded sale the refund belongs to; null for a refused sale.
   * @nullable
   */
  transaction_id: number | null;
}
