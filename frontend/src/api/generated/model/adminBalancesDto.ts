/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CollectedDayDto } from './collectedDayDto';
import type { MerchantBalanceDto } from './merchantBalanceDto';

export interface AdminBalancesDto {
  /** Commission collected per SLT day, every day of the range. */
  collectedPerDay: CollectedDayDto[];
  from: string;
  /**
   * The grace period in days (null: off).
   * @nullable
   */
  graceDays: number | null;
  merchants: MerchantBalanceDto[];
  to: string;
}
