/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ReconciliationSummaryDtoMapping } from './reconciliationSummaryDtoMapping';
import type { UploadSummaryDto } from './uploadSummaryDto';

export interface ReconciliationSummaryDto {
  /**
   * The first line kept.
   * @nullable
   */
  from: string | null;
  /** History lines kept. */
  lines: number;
  /**
   * The saved column mapping, if any.
   * @nullable
   */
  mapping: ReconciliationSummaryDtoMapping;
  /** Lines matched with a sale, refund or payout. */
  matched: number;
  /** L$ received with no recorded sale, unresolved. */
  missedSales: number;
  /** Lines the merchant resolved. */
  resolved: number;
  /** Recorded sales in the period the history covers with no L$ in it. */
  salesWithoutLindens: number;
  /**
   * The last line kept.
   * @nullable
   */
  to: string | null;
  /** L$ paid out that the platform did not order, unresolved. */
  unorderedOutgoing: number;
  /** The latest uploads, newest first. */
  uploads: UploadSummaryDto[];
}
