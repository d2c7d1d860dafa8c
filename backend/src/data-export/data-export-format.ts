import { deflateRawSync } from 'node:zlib';

import { csvText, csvValue } from '../common/csv';
import { isoInstant } from '../sales/transactions-csv';
import type { ColumnKind, ExportTable } from './data-export-tables';

/** Raised when the layout of the files changes (a column renamed or removed, a format changed); new columns keep it. */
export const EXPORT_FORMAT_VERSION = 1;

export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What the manifest says about each format. */
export const FORMAT_NOTES: Record<ExportFormat, string> = {
  csv:
    'RFC 4180, UTF-8, CRLF line ends, a header row. Text that starts with = + - or @ is prefixed with an apostrophe so ' +
    'spreadsheets do not run it as a formula; the .jsonl file of the same table holds the exact values.',
  jsonl:
    'JSON Lines: one JSON object per line, LF line ends, the same columns as the CSV. Ids and L$ amounts are numbers; ' +
    'exact decimals (commission, rates) are strings; instants are ISO 8601 in UTC.',
};

const CRLF = '\r\n';

type Writer = (value: unknown) => string;

const nothingOr =
  (write: Writer): Writer =>
  (value) =>
    value === null || value === undefined ? '' : write(value);

const CSV_WRITERS: Record<ColumnKind, Writer> = {
  integer: nothingOr(String),
  bigint: nothingOr(String),
  decimal: nothingOr(String),
  code: (value) => csvValue(value as string | null),
  text: (value) => csvText(value as string | null),
  instant: nothingOr((value) => isoInstant(value as string)),
  boolean: nothingOr((value) => (value ? 'true' : 'false')),
  json: nothingOr((value) => csvText(JSON.stringify(value))),
  list: nothingOr((value) => csvText(JSON.stringify(value))),
};

const nullOr =
  (write: Writer): Writer =>
  (value) =>
    value === null || value === undefined ? 'null' : write(value);

const JSON_WRITERS: Record<ColumnKind, Writer> = {
  // pg's text of a bigint is already a JSON number.
  integer: nullOr(String),
  bigint: nullOr(String),
  decimal: nullOr(JSON.stringify),
  code: nullOr(JSON.stringify),
  text: nullOr(JSON.stringify),
  instant: nullOr((value) => `"${isoInstant(value as string)}"`),
  boolean: nullOr((value) => (value ? 'true' : 'false')),
  json: nullOr(JSON.stringify),
  list: nullOr(JSON.stringify),
};

/** Writes one table's rows (as pg returns them with rowMode 'array', in the table's column order) as CSV and JSON Lines. */
export interface RowWriter {
  csvHeader: string;
  csvLine: (row: unknown[]) => string;
  jsonLine: (row: unknown[]) => string;
}

export function rowWriterFor(table: ExportTable): RowWriter {
  const shared = table.sharedCsvPrefix;
  const from = shared?.columns ?? 0;
  const csvWriters = table.columns.map((column) => CSV_WRITERS[column.kind]);
  const jsonWriters = table.columns.map((column) => JSON_WRITERS[column.kind]);
  const jsonKeys = table.columns.map((column, index) => `${index === 0 ? '{' : ','}${JSON.stringify(column.name)}:`);
  const count = table.columns.length;
  return {
    csvHeader: table.columns.map((column) => column.name).join(',') + CRLF,
    csvLine: (row) => {
      let line = shared ? shared.line(row.slice(0, from)).slice(0, -CRLF.length) : '';
      for (let index = from; index < count; index += 1) line += (index === 0 ? '' : ',') + csvWriters[index](row[index]);
      return line + CRLF;
    },
    jsonLine: (row) => {
      let line = '';
      for (let index = 0; index < count; index += 1) line += jsonKeys[index] + jsonWriters[index](row[index]);
      return `${line}}\n`;
    },
  };
}

/** Bytes of a ZIP entry besides its data: local header, data descriptor (ZIP64 size) and central directory record with the name twice. */
const ZIP_ENTRY_OVERHEAD = 30 + 24 + 46 + 9 + 28;

/**
 * The expected size of a table's two files in the ZIP: the rows times the bytes a row of the sample takes once
 * compressed as the ZIP compresses it, plus each entry's headers. A guess for the progress bar, not a promise: rows
 * unlike the sample compress differently.
 */
export function estimateZippedBytes(table: ExportTable, rows: number, sample: unknown[][]): number {
  const writer = rowWriterFor(table);
  let total = 0;
  for (const format of EXPORT_FORMATS) {
    const header = format === 'csv' ? writer.csvHeader : '';
    const line = format === 'csv' ? writer.csvLine : writer.jsonLine;
    const headerBytes = deflateRawSync(Buffer.from(header)).length;
    const perRow = sample.length === 0 ? 0 : (deflateRawSync(Buffer.from(header + sample.map(line).join(''))).length - headerBytes) / sample.length;
    total += ZIP_ENTRY_OVERHEAD + 2 * `${table.name}.${format}`.length + headerBytes + Math.round(perRow * rows);
  }
  return total;
}
