/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Second Life's error word when the transfer failed.
 * @maxLength 100
 */
export type ReportCommissionPaymentDtoReason = {
  [key: string]: unknown;
};
