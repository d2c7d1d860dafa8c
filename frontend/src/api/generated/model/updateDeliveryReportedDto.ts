/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UpdateDeliveryReportedDtoStatus } from './updateDeliveryReportedDtoStatus';

export interface UpdateDeliveryReportedDto {
  id: number;
  status: UpdateDeliveryReportedDtoStatus;
}
