/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CreateProductDto {
  /**
   * @maxLength 2000
   * @nullable
   */
  description?: string | null;
  isActive?: boolean;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * Whole L$, at least 1.
   * @minimum 1
   * @maximum 2147483647
   */
  price: number;
  /**
   * The item's name in the vendor object's inventory.
   * @maxLength 255
   * @nullable
   */
  slItemId?: string | null;
  /** One of your vendors. */
  vendorId: number;
}
