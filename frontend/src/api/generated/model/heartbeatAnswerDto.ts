/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { DuePayoutDto } from './duePayoutDto';

export interface HeartbeatAnswerDto {
  /** Seconds until the next heartbeat is due. */
  heartbeat_seconds: number;
  ok: boolean;
  /** Vendors only: true while the owner has paused all their vendors (Pause all vendors on the Vendors page). vendor.lsl then refunds payments and shows Paused in its hover text until a heartbeat answers false. */
  paused?: boolean;
  /** Vendors only, when there are any: partners' payouts of the vendor's sales still to pay (a retried one, or one the vendor never got to), oldest first, at most 10. vendor.lsl hands them to lsl/payouts.lsl, which pays each once by payout_id. */
  payouts?: DuePayoutDto[];
}
