/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { GetTransactionsStatus } from './getTransactionsStatus';
import type { GetTransactionsPriceMismatch } from './getTransactionsPriceMismatch';
import type { GetTransactionsSortBy } from './getTransactionsSortBy';
import type { GetTransactionsSortOrder } from './getTransactionsSortOrder';

export type GetTransactionsParams = {
  /**
   * Page number, from 1.
   * @minimum 1
   */
  page?: number;
  /**
   * Rows per page, at most 100.
   * @minimum 1
   * @maximum 100
   */
  pageSize?: number;
  /**
   * Only sales with this status.
   */
  status?: GetTransactionsStatus;
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
  priceMismatch?: GetTransactionsPriceMismatch;
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
  sortBy?: GetTransactionsSortBy;
  /**
   * Sort direction.
   */
  sortOrder?: GetTransactionsSortOrder;
  /**
   * The previous page's nextCursor: this page starts right after that page's last row (same filters, sort and pageSize; send page as the previous page + 1, it is only echoed back). Without it the page is found by offset, for jumps.
   * @maxLength 200
   */
  cursor?: string;
};
