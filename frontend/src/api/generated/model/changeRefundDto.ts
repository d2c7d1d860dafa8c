/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ChangeRefundDto {
  /** Whole L$ given back. */
  amount: number;
  /**
   * Why it failed, as the script reported it.
   * @nullable
   */
  reason: string | null;
  /** Whether the transfer went through. */
  success: boolean;
}
