/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ReportRefundDto {
  /**
   * Whole L$ given back.
   * @minimum 1
   */
  amount: number;
  /** Why the transfer failed (transaction_result data), or why it could not be made. */
  reason?: string;
  /** The sale_id of the sale refunded (recorded or refused). */
  sale_id: string;
  /** Whether the transfer went through (transaction_result). */
  success: boolean;
  /** The transfer's key from transaction_result. */
  transaction_key?: string;
  /** The avatar refunded (the payer). */
  user_id: string;
  /** The vendor's LSL key, shown on the Vendors page. */
  vendor_id: string;
}
