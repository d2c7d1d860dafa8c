/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ColumnMappingDto {
  /** The signed L$ amount column (or give credit and debit). */
  amount?: string;
  /** The balance column. */
  balance?: string;
  /** The L$ received column. */
  credit?: string;
  /** The date, or date and time, column. */
  date?: string;
  /** The L$ paid column. */
  debit?: string;
  /** The description or item column. */
  description?: string;
  /** The other resident (payer or payee) column. */
  otherParty?: string;
  /** The region or location column. */
  region?: string;
  /** A separate time column, when the date column has none. */
  time?: string;
  /** Second Life's transaction id column. */
  transactionId?: string;
  /** The transaction type column. */
  type?: string;
}
