/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CommissionCalculationDto } from './commissionCalculationDto';

export interface CommissionPreviewDto {
  calculation: CommissionCalculationDto;
  /** Completed sales of the last 30 days in whole L$ (for global: the volume given). */
  salesVolume30Days: number;
}
