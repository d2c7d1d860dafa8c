/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UserDtoRole } from './userDtoRole';

export interface UserDto {
  createdAt: string;
  /** Percent, 0 to 100, 2 decimals. */
  defaultCommissionRate: string;
  /** @nullable */
  email: string | null;
  /** An e-mail at once about stock, objects going offline and API keys. */
  emailEvents: boolean;
  /** An e-mail at once when a buyer asks for a redelivery or a box fails one. */
  emailRedeliveries: boolean;
  /** A daily e-mail of the day's sales, milestones, refunds and price mismatches. */
  emailTransactions: boolean;
  /** @nullable */
  firstName: string | null;
  id: string;
  /** Notifications as instant messages from the delivery box in Second Life. */
  inWorldNotifications: boolean;
  isActive: boolean;
  /** @nullable */
  lastName: string | null;
  /** Minutes without a heartbeat before you are told a vendor, box or terminal is offline. */
  offlineAlertMinutes: number;
  /** @nullable */
  profileImageUrl: string | null;
  role: UserDtoRole;
  /** Minutes a sale's item may wait for a delivery box before you are alerted. */
  saleDeliveryAlertMinutes: number;
}
