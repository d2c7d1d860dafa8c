/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CustomerCohortDto } from './customerCohortDto';

export interface CustomerAnalyticsDto {
  /** Buyers with a completed purchase. */
  buyers: number;
  /** One per SLT month, oldest first, this month last. */
  cohorts: CustomerCohortDto[];
  /** Of them, those with 2 or more. */
  repeatBuyers: number;
  /** repeatBuyers ÷ buyers, 4 decimals, rounded half up (exact); 0.0000 without buyers. */
  repeatRate: string;
}
