/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PayoutSumDto } from './payoutSumDto';

export interface PartnerPayoutsDto {
  avatarKey: string;
  /** The name on their latest payout. */
  avatarName: string;
  due: PayoutSumDto;
  failed: PayoutSumDto;
  paid: PayoutSumDto;
}
