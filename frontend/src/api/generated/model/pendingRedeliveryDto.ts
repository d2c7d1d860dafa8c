/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface PendingRedeliveryDto {
  /** The buyer's avatar key: who gets the item. */
  buyer: string;
  id: number;
  /**
   * Inventory name to give: the product's SL Item ID, else its name; null when the purchase has no product.
   * @nullable
   */
  item: string | null;
}
