/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ProductVersionDto {
  /**
   * The broadcast that sends it to past buyers, if any.
   * @nullable
   */
  broadcastId: number | null;
  /** The latest version: what sales, redeliveries and the boxes give now. */
  current: boolean;
  id: number;
  /** The item's name in the delivery boxes. */
  itemName: string;
  productId: number;
  productName: string;
  publishedAt: string;
  version: string;
}
