/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { TransactionDto } from './transactionDto';

export interface TransactionPageDto {
  items: TransactionDto[];
  /**
   * Send it as `cursor` (with the same filters, sort and pageSize, and page + 1) to get the next page straight from the index, however deep: the page after this one starts right after its last row. Null when this page is not full (nothing follows).
   * @nullable
   */
  nextCursor: string | null;
  page: number;
  pageSize: number;
  /** Number of matching sales. Exact up to 10000; beyond that it is the database planner's estimate (never below 10001) and totalIsEstimate is true. */
  total: number;
  /** True when total is an estimate (more than 10000 matching sales). */
  totalIsEstimate: boolean;
}
