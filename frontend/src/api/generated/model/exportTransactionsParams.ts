/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ExportTransactionsStatus } from './exportTransactionsStatus';
import type { ExportTransactionsPriceMismatch } from './exportTransactionsPriceMismatch';
import type { ExportTransactionsSortBy } from './exportTransactionsSortBy';
import type { ExportTransactionsSortOrder } from './exportTransactionsSortOrder';

export type ExportTransactionsParams = {
  /**
   * Only sales with this status.
   */
  status?: ExportTransactionsStatus;
  /**
   * Only sales of this vendor (one of the caller's own, for merchants).
   */
  vendorId?: number;
  /**
   * Only sales of this product (one of the caller's own, for merchants).
   */
  productId?: number;
  /**
   * true: only the sales flagged as a price mismatch (paid neither the price nor the price due).
   */
  priceMismatch?: ExportTransactionsPriceMismatch;
  /**
   * Sales made at or after this instant (ISO 8601 date-time with a time zone).
   */
  from?: string;
  /**
   * Sales made before this instant (exclusive; ISO 8601 date-time with a time zone).
   */
  to?: string;
  /**
   * Search: '#123' finds sale 123; other text matches the buyer name or the product name (case-insensitive, anywhere in them) or the start of the buyer id.
   * @maxLength 100
   */
  q?: string;
  /**
   * Sort column; ties are broken by id in the same order.
   */
  sortBy?: ExportTransactionsSortBy;
  /**
   * Sort direction.
   */
  sortOrder?: ExportTransactionsSortOrder;
};
