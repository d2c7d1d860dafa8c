/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface PayoutSumDto {
  /** Whole L$. */
  amount: number;
  count: number;
}
