/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface VerifyEmailDto {
  /** The token from the link in the e-mail (`/verify-email?token=…`). */
  token: string;
}
