/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface WebhookSecretDto {
  /** Until when deliveries are signed with the previous secret as well. */
  previousSecretUntil: string;
  /** The new signing secret, shown in this response only. */
  secret: string;
}
