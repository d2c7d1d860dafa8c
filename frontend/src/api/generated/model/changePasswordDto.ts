/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ChangePasswordDto {
  currentPassword: string;
  /**
   * @minLength 8
   * @maxLength 128
   */
  newPassword: string;
}
