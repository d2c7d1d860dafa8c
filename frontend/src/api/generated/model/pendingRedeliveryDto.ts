/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface PendingRedeliveryDto {
  /** Who gets the item: the buyer, or a gift's recipient. */
  buyer: string;
  id: number;
  /**
   * Inventory name to give: the product's SL Item ID, else its name; null when the purchase has no product.
   * @nullable
   */
  item: string | null;
}
