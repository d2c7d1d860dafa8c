import { type SortOrder, TRANSACTION_SORT_FIELDS, type TransactionSortField } from './dto/transaction-query.dto';
import { TRANSACTION_STATUSES } from './transaction.entity';

/**
 * Keyset paging: a page's `nextCursor` names its last row by the sort column's value and the id (the tie-breaker),
 * so the next page starts right after it through the index instead of reading and skipping every row before it.
 * Opaque to clients: base64url of a small JSON object.
 */
export interface TransactionPosition {
  field: TransactionSortField;
  order: SortOrder;
  /** The last row's sort value as text: an ISO instant with microseconds, an integer or an exact decimal, a status. Absent when sorting by id. */
  value: string | null;
  id: number;
}

export const INVALID_CURSOR = 'The cursor is not valid; ask for the page without it.';
export const CURSOR_OF_OTHER_SORT = 'The cursor belongs to another sort order; ask for the page without it.';

const VALUE_RULES: Record<TransactionSortField, (value: unknown) => boolean> = {
  createdAt: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value) && !Number.isNaN(Date.parse(value)),
  amount: (value) => typeof value === 'string' && /^-?\d{1,10}$/.test(value),
  commission: (value) => typeof value === 'string' && /^-?\d{1,16}\.\d{2}$/.test(value),
  status: (value) => typeof value === 'string' && (TRANSACTION_STATUSES as readonly string[]).includes(value),
  id: (value) => value === null,
};

export function encodeCursor(position: TransactionPosition): string {
  return Buffer.from(JSON.stringify({ f: position.field, o: position.order, v: position.value, i: position.id })).toString('base64url');
}

export type CursorProblem = typeof INVALID_CURSOR | typeof CURSOR_OF_OTHER_SORT;

/** The position a cursor names, or the reason it cannot be used with this sort. */
export function decodeCursor(cursor: string, field: TransactionSortField, order: SortOrder): TransactionPosition | CursorProblem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return INVALID_CURSOR;
  }
  if (typeof parsed !== 'object' || parsed === null) return INVALID_CURSOR;
  const { f, o, v, i } = parsed as Record<string, unknown>;
  if (!(TRANSACTION_SORT_FIELDS as readonly unknown[]).includes(f) || (o !== 'asc' && o !== 'desc')) return INVALID_CURSOR;
  if (typeof i !== 'number' || !Number.isSafeInteger(i) || i < 1) return INVALID_CURSOR;
  const cursorField = f as TransactionSortField;
  if (!VALUE_RULES[cursorField](v ?? null)) return INVALID_CURSOR;
  if (cursorField !== field || o !== order) return CURSOR_OF_OTHER_SORT;
  return { field: cursorField, order: o, value: (v as string | undefined) ?? null, id: i };
}
