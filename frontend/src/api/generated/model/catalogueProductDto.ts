/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CatalogueProductDto {
  /** On sale now: inside its availability dates, and the vendor is active (not paused). */
  available: boolean;
  /**
   * The demo item's name in the vendor's inventory; null: no demo.
   * @nullable
   */
  demoItemName: string | null;
  /** The product's id: the sale's product_id. */
  id: number;
  /** The exact name of the item to give, in the vendor's inventory (the product's name when none is set). */
  itemName: string;
  name: string;
  /** The list price, whole L$. */
  price: number;
  /** Whole L$ a buyer pays now without a coupon, VIP or loyalty promotion: the price less the sales running (as POST /api/lsl/sale charges). */
  priceDue: number;
  /** No stock left: a sale is refused. */
  soldOut: boolean;
  /**
   * The texture of the product's picture; null: none.
   * @nullable
   */
  textureKey: string | null;
}
