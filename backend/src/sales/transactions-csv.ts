import { Readable } from 'node:stream';

import { csvText, csvValue } from '../common/csv';
import type { TransactionExportRow } from './dto/transaction.dto';

type SaleExtras = [
  giftTo: string | null,
  giftToName: string | null,
  paidWith: string,
  discountKind: string | null,
  discountCode: string | null,
  discountAmount: number,
  source: string,
  listPrice: number | null,
  priceMismatch: boolean,
  refundedAmount: number,
];
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
  'giftTo',
  'giftToName',
  'paidWith',
  'discountKind',
  'discountCode',
  'discountAmount',
  'source',
  'listPrice',
  'priceMismatch',
  'refundedAmount',
] as const;

const LINE_END = '\r\n';

export const TRANSACTION_CSV_HEADER = TRANSACTION_CSV_COLUMNS.join(',') + LINE_END;

/**
 * An instant as PostgreSQL writes a timestamptz in a UTC session ('2026-01-15 08:01:00.123456+00', the fraction
 * optional and without trailing zeros) in the form of JavaScript's toISOString() ('2026-01-15T08:01:00.123Z'),
 * with string operations only: a Date per value cost the export a fifth of its time.
 */
export function isoInstant(text: string): string {
  const fraction = text.charCodeAt(19) === 46 ? text.slice(20, text.indexOf('+', 20)) : '';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
}

/** One line, in the header's order. Numbers and the exact decimals are written as the database sent them. */
export function transactionCsvLine(row: TransactionExportRow): string {
  const [id, createdAt, status, vendorId, vendorName, productId, productName, buyerId, buyerName, amount, commission, rate, eventId, refundedAt, region] = row;
  const [giftTo, giftToName, paidWith, discountKind, discountCode, discountAmount, source, listPrice, priceMismatch, refundedAmount] = row.slice(
    15,
  ) as SaleExtras;
  return (
    `${id},${isoInstant(createdAt)},${csvValue(status)},${vendorId},${csvText(vendorName)},${productId ?? ''},${csvText(productName)},` +
    `${csvText(buyerId)},${csvText(buyerName)},${amount},${commission},${rate},${eventId ?? ''},` +
    `${refundedAt === null ? '' : isoInstant(refundedAt)},${csvText(region)},` +
    `${csvText(giftTo)},${csvText(giftToName)},${csvValue(paidWith)},${csvValue(discountKind)},${csvText(discountCode)},${discountAmount},${csvValue(source)},${listPrice ?? ''},${priceMismatch},${refundedAmount}${LINE_END}`
  );
}

/**
 * The CSV as a stream pulled by the HTTP response: at most one batch is on its way from the database while the
 * previous one is written out (so the database and the formatting overlap), and nothing more is fetched until the
 * socket has taken it: memory stays flat whatever the number of rows. The cursor is closed when the stream ends,
 * fails or is destroyed (e.g. the client went away).
 */
export function transactionCsvStream(cursor: TransactionCursor, batchSize: number): Readable {
  let headerSent = false;
  let ahead: Promise<TransactionExportRow[]> | null = null;
  const fetchNext = () => {
    const batch = cursor.next(batchSize);
    // Read by the next read(); a stream destroyed before that must not leave an unhandled rejection behind.
    batch.catch(() => undefined);
    return batch;
  };
  return new Readable({
    read() {
      if (!headerSent) {
        headerSent = true;
        ahead = fetchNext();
        this.push(TRANSACTION_CSV_HEADER);
        return;
      }
      const current = ahead ?? fetchNext();
      ahead = null;
      current.then(
        (rows) => {
          if (rows.length === 0) {
            this.push(null);
            return;
          }
          const last = rows.length < batchSize;
          if (!last) ahead = fetchNext();
          this.push(rows.map(transactionCsvLine).join(''));
          if (last) this.push(null);
        },
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
