/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { GetCustomersRepeat } from './getCustomersRepeat';
import type { GetCustomersSortBy } from './getCustomersSortBy';
import type { GetCustomersSortOrder } from './getCustomersSortOrder';

export type GetCustomersParams = {
  /**
   * Search: matches the buyer's name (anywhere, case-insensitive) or the start of their avatar key.
   * @maxLength 100
   */
  q?: string;
  /**
   * true: only buyers with 2 or more completed purchases.
   */
  repeat?: GetCustomersRepeat;
  /**
   * Sort column; ties by avatar key.
   */
  sortBy?: GetCustomersSortBy;
  /**
   * Sort direction.
   */
  sortOrder?: GetCustomersSortOrder;
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
};
