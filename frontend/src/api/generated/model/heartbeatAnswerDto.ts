/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface HeartbeatAnswerDto {
  /** Seconds until the next heartbeat is due. */
  heartbeat_seconds: number;
  ok: boolean;
  /** Vendors only: true while the owner has paused all their vendors (Pause all vendors on the Vendors page). vendor.lsl then refunds payments and shows Paused in its hover text until a heartbeat answers false. */
  paused?: boolean;
  /** Vendors only, when there are any: how many partners' payouts of the vendor's sales are still to pay (a retried one, or one the vendor never got to). The vendor tells lsl/payouts.lsl, which asks for them as signed orders (GET /api/lsl/payouts/orders). */
  payouts_due?: number;
}
