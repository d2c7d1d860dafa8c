/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UpdateBroadcastCountsDto {
  /** Not sent because the update was cancelled. */
  cancelled: number;
  /** Reported failed by a box, or never confirmed after 3 tries. */
  failed: number;
  /** Handed to a box, not reported yet. */
  handed: number;
  /** Every past buyer (or gift recipient), once. */
  recipients: number;
  /** Given by a delivery box. */
  sent: number;
  /** Already had this version (bought or redelivered since it was published). */
  skipped: number;
  /** Queued, waiting for a box. */
  waiting: number;
}
