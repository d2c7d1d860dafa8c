/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { NotificationDto } from './notificationDto';

export interface NotificationListDto {
  /** The latest notifications, newest first. */
  items: NotificationDto[];
  /** All unread notifications of the user, not only those listed. */
  unreadCount: number;
}
