/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CreateDeliveryBoxDto {
  isActive?: boolean;
  /**
   * 1 to 100 characters.
   * @minLength 1
   * @maxLength 100
   */
  name: string;
}
