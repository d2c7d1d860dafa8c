/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ProductDto {
  createdAt: string;
  /** @nullable */
  description: string | null;
  id: number;
  isActive: boolean;
  name: string;
  /** Whole L$. */
  price: number;
  /**
   * The item's name in the vendor object's inventory.
   * @nullable
   */
  slItemId: string | null;
  /** The vendor that sells it. */
  vendorId: number;
}
