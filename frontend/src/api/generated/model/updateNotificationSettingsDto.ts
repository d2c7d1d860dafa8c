/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UpdateNotificationSettingsDto {
  /** An e-mail at once about stock, objects going offline and API keys. */
  emailEvents?: boolean;
  /** An e-mail at once when a buyer asks for a redelivery or a box fails one. */
  emailRedeliveries?: boolean;
  /** A daily e-mail of the day's sales, milestones, refunds and price mismatches. */
  emailTransactions?: boolean;
  /** Notifications as instant messages from the delivery box in Second Life. */
  inWorldNotifications?: boolean;
}
