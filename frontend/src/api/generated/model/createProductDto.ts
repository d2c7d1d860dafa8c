/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CreateProductDto {
  /**
   * On sale from this instant (ISO 8601 with a time zone); null: from now on.
   * @nullable
   */
  availableFrom?: string | null;
  /**
   * On sale until this instant, excluded (ISO 8601 with a time zone, after availableFrom); null: for ever.
   * @nullable
   */
  availableUntil?: string | null;
  /**
   * The demo item's name in the vendor object's inventory, given free on request. Null: no demo.
   * @maxLength 63
   * @nullable
   */
  demoItemName?: string | null;
  /**
   * @maxLength 2000
   * @nullable
   */
  description?: string | null;
  /**
   * Where the product comes in its vendor's catalogue: lowest first, equal ones by id. Left out: after the vendor's other products.
   * @minimum 0
   * @maximum 1000000
   */
  displayOrder?: number;
  /**
   * Sell a gift card of this face value in whole L$: each sale issues one, its code sent to its holder by instant message. Null: an ordinary product.
   * @minimum 1
   * @maximum 2147483647
   * @nullable
   */
  giftCardValue?: number | null;
  isActive?: boolean;
  /**
   * The exact name of the item a vendor gives, in its inventory; the same field as slItemId (send either, or both alike). Null: the product's name.
   * @maxLength 255
   * @nullable
   */
  itemName?: string | null;
  /**
   * The product is flagged as low on stock when its stock is at or below this; null: never.
   * @minimum 0
   * @maximum 2147483647
   * @nullable
   */
  lowStockThreshold?: number | null;
  /**
   * The SL Marketplace listing's item id (the number at the end of its address): the Marketplace's sales of that item are recorded as this product. Unique among your products; null when the product is not listed there.
   * @nullable
   * @pattern ^\d{1,20}$
   */
  marketplaceItemId?: string | null;
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
   * The item's name in the vendor object's inventory; the same field as itemName. Null: the product's name.
   * @maxLength 255
   * @nullable
   */
  slItemId?: string | null;
  /**
   * Units left to sell; null sells without limit. Each sale takes one, each refund puts it back.
   * @minimum 0
   * @maximum 2147483647
   * @nullable
   */
  stock?: number | null;
  /**
   * The UUID of a Second Life texture: the product's picture on the vendor, and on the web. Null: none.
   * @nullable
   */
  textureKey?: string | null;
  /** One of your vendors. */
  vendorId: number;
}
