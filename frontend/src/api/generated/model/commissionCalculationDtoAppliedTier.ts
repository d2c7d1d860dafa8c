/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CommissionTierDto } from './commissionTierDto';

/**
 * The volume tier that applied, if any.
 * @nullable
 */
export type CommissionCalculationDtoAppliedTier = CommissionTierDto | null;
