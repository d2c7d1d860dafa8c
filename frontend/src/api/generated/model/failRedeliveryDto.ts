/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface FailRedeliveryDto {
  /**
   * Why the item could not be delivered; shown to the merchant.
   * @maxLength 500
   */
  reason: string;
}
