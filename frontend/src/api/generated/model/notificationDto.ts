/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { NotificationKind } from './notificationKind';

export interface NotificationDto {
  body: string;
  createdAt: string;
  id: number;
  kind: NotificationKind;
  /**
   * The page of the web app it is about.
   * @nullable
   */
  link: string | null;
  /** Whether the user has read it. */
  read: boolean;
  title: string;
}
