/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RedeliveryDtoStatus } from './redeliveryDtoStatus';

export interface RedeliveryDto {
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
   * When processing started, or null.
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
  /** pending → processing → completed, or failed. */
  status: RedeliveryDtoStatus;
  /** The sale to deliver again. */
  transactionId: number;
}
