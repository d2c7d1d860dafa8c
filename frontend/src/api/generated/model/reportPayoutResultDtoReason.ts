/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Why the transfer failed (transaction_result data), at most 500 characters.
 * @maxLength 500
 */
export type ReportPayoutResultDtoReason = {
  [key: string]: unknown;
};
