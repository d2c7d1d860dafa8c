/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface FailedCommissionPaymentDto {
  amount: number;
  at: string;
  /** What went wrong and what to do, in words. */
  explanation: string;
  /**
   * Second Life's error word.
   * @nullable
   */
  reason: string | null;
  /** @nullable */
  vendorName: string | null;
}
