/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PendingRedeliveryDtoKind } from './pendingRedeliveryDtoKind';

export interface PendingRedeliveryDto {
  /** Who gets the item: the buyer, or a gift's recipient. */
  buyer: string;
  id: number;
  /**
   * Inventory name to give: the product's SL Item ID, else its name; null when the purchase has no product.
   * @nullable
   */
  item: string | null;
  /** Absent for a redelivery request. "sale": a sale whose vendor does not hold the item (its answer said deliver "box"), reported like a redelivery request (/api/lsl/redeliveries/{id}/delivered or /failed). "update": an update delivery (a new product version sent to a past buyer), reported to /api/lsl/update-deliveries/{id}/delivered or /failed; its id is not a redelivery request id. */
  kind?: PendingRedeliveryDtoKind;
}
