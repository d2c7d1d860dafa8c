/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface DuePayoutDto {
  /** Whole L$ to transfer. */
  amount: number;
  avatar_key: string;
  payout_id: number;
}
