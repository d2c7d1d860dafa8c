/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RedeliveryDtoKind } from './redeliveryDtoKind';
import type { RedeliveryDtoStatus } from './redeliveryDtoStatus';

export interface RedeliveryDto {
  /**
   * When it was handed to its box, or null.
   * @nullable
   */
  assignedAt: string | null;
  /**
   * The delivery box it is handed to (or that delivered it), or null.
   * @nullable
   */
  boxId: number | null;
  /**
   * That box's name, or null.
   * @nullable
   */
  boxName: string | null;
  /**
   * The buyer's avatar name, when known.
   * @nullable
   */
  buyerName: string | null;
  /**
   * When the item was delivered, or null.
   * @nullable
   */
  completedAt: string | null;
  /**
   * Why delivery failed, or null.
   * @nullable
   */
  failureReason: string | null;
  /** Request id. */
  id: number;
  /**
   * The inventory name a delivery box gives: the product's SL Item ID, else its name; null when the sale names no product.
   * @nullable
   */
  item: string | null;
  /** redelivery: the item asked for again; sale: a sale whose vendor does not hold the item, delivered by a box (decision 0090). */
  kind: RedeliveryDtoKind;
  /**
   * When the merchant last asked for it to be sent to a box (Process), or null.
   * @nullable
   */
  processedAt: string | null;
  /**
   * The product's name, when the sale names one.
   * @nullable
   */
  productName: string | null;
  /** When it was requested (UTC, ISO 8601). */
  requestedAt: string;
  /** The buyer's avatar key, or the id of the merchant who filed it by hand. */
  requestedBy: string;
  /** pending (waiting for a delivery box) → assigned (handed to a box) → completed, or failed. */
  status: RedeliveryDtoStatus;
  /** The sale to deliver again. */
  transactionId: number;
  /**
   * Why a pending request has no box yet, or null.
   * @nullable
   */
  waitingReason: string | null;
}
