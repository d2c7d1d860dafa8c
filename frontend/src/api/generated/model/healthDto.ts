/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { HealthDtoDatabase } from './healthDtoDatabase';
import type { HealthDtoStatus } from './healthDtoStatus';

export interface HealthDto {
  database: HealthDtoDatabase;
  status: HealthDtoStatus;
}
