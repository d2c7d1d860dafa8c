/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PublishedVersionDtoBroadcast } from './publishedVersionDtoBroadcast';
import type { ProductVersionDto } from './productVersionDto';

export interface PublishedVersionDto {
  /**
   * The broadcast started with it, when asked.
   * @nullable
   */
  broadcast: PublishedVersionDtoBroadcast;
  /** The product's updates of older versions that were running or paused, now cancelled. */
  cancelledBroadcastIds: number[];
  version: ProductVersionDto;
}
