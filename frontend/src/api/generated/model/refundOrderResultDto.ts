/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RefundOrderResultDtoStatus } from './refundOrderResultDtoStatus';

export interface RefundOrderResultDto {
  amount: number;
  refund_id: number;
  /** The order as it stands: a repeated report answers the same. */
  status: RefundOrderResultDtoStatus;
}
