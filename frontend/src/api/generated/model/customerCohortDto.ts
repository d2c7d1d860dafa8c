/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CohortReturnDto } from './cohortReturnDto';

export interface CustomerCohortDto {
  /** Buyers whose first completed purchase was that month. */
  buyers: number;
  /** SLT month of the members’ first completed purchase, YYYY-MM. */
  month: string;
  /** Each later month up to this one, oldest first. */
  returns: CohortReturnDto[];
}
