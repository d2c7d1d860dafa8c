/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface NotificationsReadDto {
  /** How many notifications this call marked read. */
  marked: number;
  /** Unread notifications left. */
  unreadCount: number;
}
