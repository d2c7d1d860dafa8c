/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface PublishProductVersionDto {
  /** Also send the new version to every past buyer of the product (gift recipients instead of the buyers of gifts). */
  broadcast?: boolean;
  /**
   * The new item's exact name in the delivery boxes' contents; it becomes the product's SL Item ID.
   * @minLength 1
   * @maxLength 255
   */
  itemName: string;
  /**
   * The version's label, unique for the product.
   * @minLength 1
   * @maxLength 50
   */
  version: string;
}
