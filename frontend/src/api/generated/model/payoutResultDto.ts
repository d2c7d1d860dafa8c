/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PayoutResultDtoStatus } from './payoutResultDtoStatus';

export interface PayoutResultDto {
  amount: number;
  payout_id: number;
  /** The payout as it stands: a repeated report answers the same. */
  status: PayoutResultDtoStatus;
}
