/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ExportCustomersRepeat } from './exportCustomersRepeat';
import type { ExportCustomersSortBy } from './exportCustomersSortBy';
import type { ExportCustomersSortOrder } from './exportCustomersSortOrder';

export type ExportCustomersParams = {
  /**
   * Search: matches the buyer's name (anywhere, case-insensitive) or the start of their avatar key.
   * @maxLength 100
   */
  q?: string;
  /**
   * true: only buyers with 2 or more completed purchases.
   */
  repeat?: ExportCustomersRepeat;
  /**
   * Sort column; ties by avatar key.
   */
  sortBy?: ExportCustomersSortBy;
  /**
   * Sort direction.
   */
  sortOrder?: ExportCustomersSortOrder;
};
