/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface RedeliveryStatsDto {
  /** Requests handed to a delivery box and not yet reported. */
  assigned: number;
  /** Requests completed since midnight SLT. */
  completedToday: number;
  /** Requests waiting for a delivery box. */
  pending: number;
  /**
   * completed / (completed + failed) among the requests filed in the last 30 days, in percent with 1 decimal; null when none of them is completed or failed yet.
   * @nullable
   */
  successRate: string | null;
}
