/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UpdateBroadcastCountsDto } from './updateBroadcastCountsDto';
import type { UpdateBroadcastDtoStatus } from './updateBroadcastDtoStatus';

export interface UpdateBroadcastDto {
  counts: UpdateBroadcastCountsDto;
  createdAt: string;
  /**
   * When it completed or was cancelled.
   * @nullable
   */
  finishedAt: string | null;
  id: number;
  itemName: string;
  productId: number;
  productName: string;
  productVersionId: number;
  status: UpdateBroadcastDtoStatus;
  version: string;
  /**
   * Why queued deliveries go to no delivery box right now (null when a box can take them).
   * @nullable
   */
  waitingReason: string | null;
}
