/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UpdateBroadcastCountsDto } from './updateBroadcastCountsDto';
import type { UpdateFailureDto } from './updateFailureDto';
import type { UpdateBroadcastDetailDtoStatus } from './updateBroadcastDetailDtoStatus';

export interface UpdateBroadcastDetailDto {
  counts: UpdateBroadcastCountsDto;
  createdAt: string;
  /** The latest 20 failed deliveries, with why. */
  failures: UpdateFailureDto[];
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
  status: UpdateBroadcastDetailDtoStatus;
  version: string;
  /**
   * Why queued deliveries go to no delivery box right now (null when a box can take them).
   * @nullable
   */
  waitingReason: string | null;
}
