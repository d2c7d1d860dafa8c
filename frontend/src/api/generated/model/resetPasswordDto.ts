/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ResetPasswordDto {
  /**
   * @minLength 8
   * @maxLength 128
   */
  password: string;
  /** The token from the link in the e-mail (`/reset-password?token=…`). */
  token: string;
}
