/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ReportCommissionPaymentDto {
  /**
   * Whole L$ sent.
   * @minimum 1
   * @maximum 1000000
   */
  amount: number;
  /**
   * Second Life's error word when the transfer failed.
   * @maxLength 100
   */
  reason?: string;
  /** Whether Second Life reported the transfer as done. */
  success: boolean;
  /** Second Life's transaction key (transaction_result's id): the same key again counts once. */
  transaction_key: string;
  /** The vendor's LSL key, shown on the Vendors page. */
  vendor_id: string;
}
