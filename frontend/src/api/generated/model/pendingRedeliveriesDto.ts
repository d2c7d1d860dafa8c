/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PendingRedeliveryDto } from './pendingRedeliveryDto';

export interface PendingRedeliveriesDto {
  /** The requests handed to this box, oldest first, at most 10, and never a body over 2048 bytes (what a script can read). */
  requests: PendingRedeliveryDto[];
}
