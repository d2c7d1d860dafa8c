/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RedeliveryRequestDtoStatus } from './redeliveryRequestDtoStatus';

export interface RedeliveryRequestDto {
  id: number;
  status: RedeliveryRequestDtoStatus;
}
