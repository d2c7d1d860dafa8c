/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PendingRedeliveryDto } from './pendingRedeliveryDto';

export interface PendingRedeliveriesDto {
  /** Only when asked with notices=1 and in-world notifications are on: the owner's notifications, each to send as an instant message (each handed out once; within the same 2048 bytes). */
  notices?: string[];
  /** The requests handed to this box, oldest first, then its update deliveries: at most 10 in all, and never a body over 2048 bytes (what a script can read). */
  requests: PendingRedeliveryDto[];
}
