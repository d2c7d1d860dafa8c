import { Readable } from 'node:stream';
import type { TransactionRow } from './dto/transaction.dto';
import type { TransactionCursor } from './transactions.repository';

export const TRANSACTION_CSV_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'vendorId',
  'vendorName',
  'productId',
  'productName',
  'buyerId',
  'buyerName',
  'amount',
  'commission',
  'commissionRate',
  'eventId',
  'refundedAt',
  'slRegion',
] as const;

const LINE_END = '\r\n';

/** RFC 4180: a field with a comma, quote or line break is quoted, and its quotes doubled. */
export function csvValue(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Free text typed in-world (names, regions): a leading = + - @ or control character would make a
 * spreadsheet run it as a formula, so such text is prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvText(value: string | null): string {
  if (value === null) return '';
  return csvValue(/^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value);
}

export const TRANSACTION_CSV_HEADER = TRANSACTION_CSV_COLUMNS.join(',') + LINE_END;

export function transactionCsvLine(row: TransactionRow): string {
  return (
    [
      csvValue(row.id),
      csvValue(row.createdAt.toISOString()),
      csvValue(row.status),
      csvValue(row.vendorId),
      csvText(row.vendorName),
      csvValue(row.productId),
      csvText(row.productName),
      csvText(row.buyerId),
      csvText(row.buyerName),
      csvValue(row.amount),
      csvValue(row.commission),
      csvValue(row.commissionRate),
      csvValue(row.eventId),
      csvValue(row.refundedAt ? row.refundedAt.toISOString() : null),
      csvText(row.slRegion),
    ].join(',') + LINE_END
  );
}

/**
 * The CSV as a stream pulled by the HTTP response: one cursor batch is fetched only when the previous
 * one has been taken, so memory stays flat whatever the number of rows. The cursor is closed when the
 * stream ends, fails or is destroyed (e.g. the client went away).
 */
export function transactionCsvStream(cursor: TransactionCursor, batchSize: number): Readable {
  let headerSent = false;
  return new Readable({
    read() {
      if (!headerSent) {
        headerSent = true;
        this.push(TRANSACTION_CSV_HEADER);
        return;
      }
      cursor.next(batchSize).then(
        (rows) => this.push(rows.length > 0 ? rows.map(transactionCsvLine).join('') : null),
        (error: Error) => this.destroy(error),
      );
    },
    destroy(error, callback) {
      cursor.close().then(
        () => callback(error),
        (closeError: Error) => callback(error ?? closeError),
      );
    },
  });
}
