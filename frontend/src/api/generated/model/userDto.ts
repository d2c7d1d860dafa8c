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
  /** E-mail about events. */
  emailEvents: boolean;
  /** E-mail on redelivery requests. */
  emailRedeliveries: boolean;
  /** E-mail on each sale. */
  emailTransactions: boolean;
  /** @nullable */
  firstName: string | null;
  id: string;
  /** Notifications in Second Life. */
  inWorldNotifications: boolean;
  isActive: boolean;
  /** @nullable */
  lastName: string | null;
  /** @nullable */
  profileImageUrl: string | null;
  role: UserDtoRole;
}
