/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CommissionConfigDto } from './commissionConfigDto';

/**
 * The default for every vendor without its own configuration.
 * @nullable
 */
export type CommissionConfigsDtoGlobal = CommissionConfigDto | null;
