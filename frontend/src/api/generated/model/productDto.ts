/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { OwnerDto } from './ownerDto';

export interface ProductDto {
  /**
   * On sale from this instant; null: open.
   * @nullable
   */
  availableFrom: string | null;
  /**
   * On sale until this instant, excluded; null: open.
   * @nullable
   */
  availableUntil: string | null;
  createdAt: string;
  /** @nullable */
  description: string | null;
  /**
   * A gift card of this face value in whole L$; null: an ordinary product.
   * @nullable
   */
  giftCardValue: number | null;
  id: number;
  isActive: boolean;
  /** Stock is set and at or below the low-stock threshold (sold out included). */
  lowStock: boolean;
  /**
   * Flagged as low on stock at or below this; null: never.
   * @nullable
   */
  lowStockThreshold: number | null;
  /**
   * The SL Marketplace listing's item id: the Marketplace's sales of that item are recorded as this product.
   * @nullable
   */
  marketplaceItemId: string | null;
  name: string;
  /** Whose product it is (the owner of its vendor): an admin lists every merchant's products. */
  owner: OwnerDto;
  /** Whole L$. */
  price: number;
  /**
   * The item's name in the vendor object's inventory.
   * @nullable
   */
  slItemId: string | null;
  /** Stock is set and 0: sales are refused. */
  soldOut: boolean;
  /**
   * Units left to sell; null sells without limit.
   * @nullable
   */
  stock: number | null;
  /** The vendor that sells it. */
  vendorId: number;
}
