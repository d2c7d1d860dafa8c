/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UpdateNotificationSettingsDto {
  /** E-mail about events. */
  emailEvents?: boolean;
  /** E-mail on redelivery requests. */
  emailRedeliveries?: boolean;
  /** E-mail on each sale. */
  emailTransactions?: boolean;
  /** Notifications in Second Life. */
  inWorldNotifications?: boolean;
}
