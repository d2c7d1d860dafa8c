/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { BoxDeliveryDto } from './boxDeliveryDto';

/**
 * With deliver "box": the delivery by a box; null otherwise.
 * @nullable
 */
export type SaleRecordedDtoDelivery = BoxDeliveryDto | null;
