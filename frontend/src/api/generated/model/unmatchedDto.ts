/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { HistoryLineDto } from './historyLineDto';
import type { SaleWithoutLindensDto } from './saleWithoutLindensDto';

export interface UnmatchedDto {
  /** Lines neither matched nor resolved, oldest first (at most 500). */
  lines: HistoryLineDto[];
  /** Recorded sales in the period covered with no L$ in the history (at most 500). */
  salesWithoutLindens: SaleWithoutLindensDto[];
}
