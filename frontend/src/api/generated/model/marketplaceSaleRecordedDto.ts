/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface MarketplaceSaleRecordedDto {
  /** True when this call recorded the sale; false when the order was recorded before (a repeated notification). */
  recorded: boolean;
  /** The transaction the order is recorded as. */
  transaction_id: number;
}
