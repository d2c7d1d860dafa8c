/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { NotificationDto } from './notificationDto';
import type { NotificationStreamEventDtoType } from './notificationStreamEventDtoType';

export interface NotificationStreamEventDto {
  /** The new notification (created). */
  notification?: NotificationDto;
  type: NotificationStreamEventDtoType;
}
