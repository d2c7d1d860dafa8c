/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CustomerDto } from './customerDto';

export interface CustomerPageDto {
  /** Buyers matching the filters. */
  items: CustomerDto[];
  page: number;
  pageSize: number;
  /** Rows in the whole list. */
  total: number;
}
