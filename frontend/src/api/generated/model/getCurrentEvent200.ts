/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CurrentEventDto } from './currentEventDto';

/**
 * @nullable
 */
export type GetCurrentEvent200 = CurrentEventDto | null;
