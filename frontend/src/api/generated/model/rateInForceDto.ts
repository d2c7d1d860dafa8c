/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RateInForceDtoSource } from './rateInForceDtoSource';

export interface RateInForceDto {
  /** Fraction of the sale, as a decimal string. */
  baseRate: string;
  /** global: the active global configuration; platform_default: the platform default, used while no global configuration is active. */
  source: RateInForceDtoSource;
}
