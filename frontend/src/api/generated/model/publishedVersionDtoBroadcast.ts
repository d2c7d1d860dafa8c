/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UpdateBroadcastDto } from './updateBroadcastDto';

/**
 * The broadcast started with it, when asked.
 * @nullable
 */
export type PublishedVersionDtoBroadcast = UpdateBroadcastDto | null;
