/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CustomerPurchaseDto } from './customerPurchaseDto';

export interface CustomerPurchasePageDto {
  /** Their sales, every status, newest first. */
  items: CustomerPurchaseDto[];
  page: number;
  pageSize: number;
  /** Rows in the whole list. */
  total: number;
}
