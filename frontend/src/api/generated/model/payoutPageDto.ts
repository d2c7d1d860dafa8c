/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PayoutDto } from './payoutDto';

export interface PayoutPageDto {
  items: PayoutDto[];
  page: number;
  pageSize: number;
  total: number;
}
