/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface BlockAvatarDto {
  /**
   * Their name, for your list.
   * @maxLength 255
   */
  avatarName?: string;
  /**
   * What your vendors say to them when they refund a payment (default "This store does not sell to you.").
   * @maxLength 200
   */
  message?: string;
}
