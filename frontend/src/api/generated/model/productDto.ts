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
  /**
   * The demo item's name in the vendor object's inventory; null: no demo.
   * @nullable
   */
  demoItemName: string | null;
  /** @nullable */
  description: string | null;
  /** Where the product comes in its vendor's catalogue: lowest first, equal ones by id. */
  displayOrder: number;
  /**
   * A gift card of this face value in whole L$; null: an ordinary product.
   * @nullable
   */
  giftCardValue: number | null;
  id: number;
  isActive: boolean;
  /**
   * The exact name of the item a vendor gives (the same as slItemId); null: the product's name.
   * @nullable
   */
  itemName: string | null;
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
   * The item's name in the vendor object's inventory (the same as itemName); null: the product's name.
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
  /**
   * The UUID of the Second Life texture shown as the product's picture; null: none.
   * @nullable
   */
  textureKey: string | null;
  /** The vendor that sells it. */
  vendorId: number;
}
