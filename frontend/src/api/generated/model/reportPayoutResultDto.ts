/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ReportPayoutResultDto {
  /** A delivery box's key (LSL Integration page), for a payouts script in a delivery box; sent instead of vendor_id. */
  box_id?: string;
  /**
   * Why the transfer failed (transaction_result data), at most 500 characters.
   * @maxLength 500
   */
  reason?: string;
  /** Whether Second Life reported the transfer as done. */
  success: boolean;
  /** The key llTransferLindenDollars returned. */
  transaction_key?: string;
  /** The paying vendor's LSL key: the call then counts against that vendor's allowance, and the payout must be that vendor's. */
  vendor_id?: string;
}
