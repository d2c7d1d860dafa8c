/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RedeliveryDto } from './redeliveryDto';

export interface RedeliveryPageDto {
  items: RedeliveryDto[];
  page: number;
  pageSize: number;
  /** Number of matching requests (exact). */
  total: number;
}
