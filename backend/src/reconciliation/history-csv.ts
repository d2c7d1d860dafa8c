import { createHash } from 'node:crypto';

/**
 * Reading a Second Life transaction history CSV: its cells (RFC 4180 quotes), its header row (recognised by common
 * column names, or by the merchant's saved mapping), and each row as one history line with whole L$ and an instant.
 * Pure: no I/O. Column names are not documented by Linden Lab, so they are recognised by name.
 */

export const HISTORY_FIELDS = ['date', 'time', 'type', 'otherParty', 'description', 'region', 'amount', 'credit', 'debit', 'balance', 'transactionId'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** Which column (by its header text) holds each field. */
export type ColumnMapping = Partial<Record<HistoryField, string>>;

/** What a row of the history says, read. `amount` is signed: L$ received are positive, L$ paid negative. */
export interface HistoryLine {
  /** The line's row in the file, counting from 1 (the header's is below it). */
  row: number;
  occurredAt: Date;
  type: string | null;
  otherParty: string | null;
  description: string | null;
  region: string | null;
  amount: number;
  balance: number | null;
  transactionId: string | null;
}

export class HistoryFileError extends Error {}

/** Header names (lower case, spaces collapsed) recognised for each field. */
const HEADER_NAMES: Record<HistoryField, readonly string[]> = {
  date: ['date', 'date and time', 'date/time', 'datetime', 'date time', 'timestamp', 'date (slt)', 'when'],
  time: ['time', 'time (slt)'],
  type: ['type', 'transaction type', 'kind'],
  otherParty: ['resident', 'other party', 'other resident', 'name', 'resident name', 'from/to', 'counterparty', 'payer', 'to/from'],
  description: ['description', 'item', 'item name', 'details', 'object', 'object name', 'memo'],
  region: ['region', 'location', 'region name'],
  amount: ['amount', 'l$', 'amount (l$)', 'l$ amount', 'value'],
  credit: ['credit', 'credits', 'received', 'credit (l$)'],
  debit: ['debit', 'debits', 'paid', 'debit (l$)'],
  balance: ['balance', 'ending balance', 'balance (l$)'],
  transactionId: ['transaction id', 'transaction', 'id', 'transaction key', 'txn id', 'trans id', 'transaction_id'],
};

/** Rows looked at for the header before the data starts (a title line or two may come first). */
const HEADER_SEARCH_ROWS = 10;

export const normaliseHeader = (header: string): string => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** The cells of a CSV text, row by row: quoted cells may hold commas, quotes ("") and line breaks. Blank rows are kept as []. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row.length === 1 && row[0].trim() === '' ? [] : row);
    row = [];
    cell = '';
  };
  for (; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else cell += char;
  }
  if (quoted) throw new HistoryFileError(`Row ${rows.length + 1} opens a quote that is never closed.`);
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** The fields recognised in a header row by their names, or null when the date, the other party or an amount is missing. */
export function recogniseHeader(headers: readonly string[]): ColumnMapping | null {
  const mapping: ColumnMapping = {};
  for (const header of headers) {
    const name = normaliseHeader(header);
    const field = HISTORY_FIELDS.find((candidate) => mapping[candidate] === undefined && HEADER_NAMES[candidate].includes(name));
    if (field) mapping[field] = header;
  }
  return isComplete(mapping) ? mapping : null;
}

/** A mapping reads a file when it names the date, the other party, and an amount column or both credit and debit. */
export function isComplete(mapping: ColumnMapping): boolean {
  return Boolean(mapping.date && mapping.otherParty && (mapping.amount || (mapping.credit && mapping.debit)));
}

export type HeaderFound = { kind: 'found'; headerRow: number; mapping: ColumnMapping } | { kind: 'unknown'; headers: string[] };

/**
 * The header row among the first rows: the first recognised by name, else the first holding every column of the saved
 * mapping. A mapping the merchant has just given (`given`) is tried first, so it overrides names read otherwise.
 */
export function findHeader(rows: readonly string[][], saved: ColumnMapping | null, given = false): HeaderFound {
  const candidates = rows.slice(0, HEADER_SEARCH_ROWS);
  const bySaved = (): HeaderFound | null => {
    if (!saved || !isComplete(saved)) return null;
    const wanted = Object.values(saved).map(normaliseHeader);
    const index = candidates.findIndex((row) => wanted.every((name) => row.some((header) => normaliseHeader(header) === name)));
    return index >= 0 ? { kind: 'found', headerRow: index, mapping: saved } : null;
  };
  if (given) return bySaved() ?? { kind: 'unknown', headers: headersOf(rows) };
  for (const [index, row] of candidates.entries()) {
    const mapping = recogniseHeader(row);
    if (mapping) return { kind: 'found', headerRow: index, mapping };
  }
  return bySaved() ?? { kind: 'unknown', headers: headersOf(rows) };
}

/** The first non-blank row's cells, as the headers to map. */
function headersOf(rows: readonly string[][]): string[] {
  const first = rows.find((row) => row.length > 0) ?? [];
  return first.map((header) => header.trim()).filter(Boolean);
}

/** Whole L$ from "L$1,234", "-25", "L$ -25", "(25)" or "1 234"; null for a blank cell; an error for anything else (decimals too). */
export function parseLindens(cell: string): number | null {
  let text = cell.trim().replace(/^L\$\s*/i, '');
  if (text === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  text = text.replace(/^L\$\s*/i, '');
  if (/^[-+]/.test(text)) {
    negative = negative !== text.startsWith('-');
    text = text
      .slice(1)
      .trim()
      .replace(/^L\$\s*/i, '');
  }
  if (!/^\d{1,3}(?:[, ]\d{3})*$|^\d+$/.test(text)) throw new HistoryFileError(`"${cell.trim()}" is not a whole number of L$`);
  const value = Number(text.replace(/[, ]/g, ''));
  if (!Number.isSafeInteger(value) || value > 2_000_000_000) throw new HistoryFileError(`"${cell.trim()}" is too large an amount`);
  return negative ? -value : value;
}

/** The UTC offset (minutes) of America/Los_Angeles at a UTC instant. */
function pacificOffsetMinutes(utc: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(utc));
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - utc) / 60_000);
}

/** The instant of a wall-clock time in SLT (Pacific time, daylight saving included); an hour skipped in spring reads as the hour after. */
export function sltWallClockToInstant(year: number, month: number, day: number, hour: number, minute: number, second: number): Date {
  const naive = Date.UTC(year, month - 1, day, hour, minute, second);
  let instant = naive - pacificOffsetMinutes(naive) * 60_000;
  instant = naive - pacificOffsetMinutes(instant) * 60_000;
  return new Date(instant);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * An instant from the history's date (and time, when in a column of its own). Times without a zone are SLT, as the
 * history shows them; an explicit zone ("Z", "+01:00", "UTC") is honoured. Accepts 2026-01-15 10:30[:00],
 * 2026-01-15T10:30:00, 01/15/2026 10:30 [AM|PM] (US order, as secondlife.com writes it) and 15 Jan 2026 10:30.
 */
export function parseHistoryDate(dateCell: string, timeCell: string | null = null): Date {
  const text = `${dateCell.trim()}${timeCell?.trim() ? ` ${timeCell.trim()}` : ''}`;
  const zoned = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|UTC|[+-]\d{2}:?\d{2})$/i.exec(text);
  if (zoned) {
    const zone = zoned[3].toUpperCase() === 'UTC' ? 'Z' : zoned[3];
    const instant = new Date(`${zoned[1]}T${zoned[2].replace(/^(\d):/, '0$1:')}${zone}`);
    if (!Number.isNaN(instant.getTime())) return instant;
  }
  let year: number, month: number, day: number;
  let rest: string;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]+(.*))?$/.exec(text);
  if (match) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    rest = match[4] ?? '';
  } else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ ,]+(.*))?$/.exec(text))) {
    [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    rest = match[4] ?? '';
  } else if ((match = /^(\d{1,2})[ -]([A-Za-z]{3})[a-z]*[ -](\d{4})(?:[ ,]+(.*))?$/.exec(text))) {
    [day, month, year] = [Number(match[1]), MONTHS.indexOf(match[2].toLowerCase()) + 1, Number(match[3])];
    rest = match[4] ?? '';
  } else throw new HistoryFileError(`"${text}" is not a date and time`);
  let [hour, minute, second] = [0, 0, 0];
  if (rest.trim()) {
    const time = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?\s*(?:SLT|PST|PDT)?$/i.exec(rest.trim());
    if (!time) throw new HistoryFileError(`"${text}" is not a date and time`);
    [hour, minute, second] = [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)];
    const meridiem = time[4]?.toLowerCase();
    if (meridiem && (hour < 1 || hour > 12)) throw new HistoryFileError(`"${text}" is not a date and time`);
    if (meridiem === 'pm' && hour < 12) hour += 12;
    if (meridiem === 'am' && hour === 12) hour = 0;
  }
  const valid =
    month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate() && hour < 24 && minute < 60 && second < 60 && year >= 2003;
  if (!valid) throw new HistoryFileError(`"${text}" is not a date and time`);
  return sltWallClockToInstant(year, month, day, hour, minute, second);
}

const cellText = (value: string | undefined): string | null => {
  const text = value?.trim();
  return text ? text.slice(0, 500) : null;
};

/**
 * The lines of a history file under its header, each read or refused with its row number. Rows with no amount
 * (blank, or a total line) are skipped, as are blank rows.
 */
export function readHistoryLines(rows: readonly string[][], headerRow: number, mapping: ColumnMapping): HistoryLine[] {
  const header = rows[headerRow].map(normaliseHeader);
  const columnOf = (field: HistoryField): number => {
    const name = mapping[field];
    return name === undefined ? -1 : header.indexOf(normaliseHeader(name));
  };
  const columns = Object.fromEntries(HISTORY_FIELDS.map((field) => [field, columnOf(field)])) as Record<HistoryField, number>;
  const missing = (['date', 'otherParty'] as const).filter((field) => columns[field] < 0);
  if (missing.length > 0 || (columns.amount < 0 && (columns.credit < 0 || columns.debit < 0))) {
    throw new HistoryFileError('The mapped columns are not all in the header row.');
  }
  const lines: HistoryLine[] = [];
  for (let index = headerRow + 1; index < rows.length; index += 1) {
    const cells = rows[index];
    if (cells.length === 0 || cells.every((value) => value.trim() === '')) continue;
    const row = index + 1;
    const at = (field: HistoryField) => (columns[field] < 0 ? undefined : cells[columns[field]]);
    try {
      const amount =
        columns.amount >= 0 ? parseLindens(at('amount') ?? '') : (parseLindens(at('credit') ?? '') ?? 0) - Math.abs(parseLindens(at('debit') ?? '') ?? 0);
      const dateCell = at('date')?.trim() ?? '';
      if (amount === null) {
        if (!dateCell) continue;
        throw new HistoryFileError('it has no amount');
      }
      // A L$0 line (a free item) moved no L$: nothing to reconcile.
      if (amount === 0) continue;
      if (!dateCell) throw new HistoryFileError('it has no date');
      const balanceCell = at('balance');
      lines.push({
        row,
        occurredAt: parseHistoryDate(dateCell, cellText(at('time'))),
        type: cellText(at('type')),
        otherParty: cellText(at('otherParty')),
        description: cellText(at('description')),
        region: cellText(at('region')),
        amount,
        balance: balanceCell === undefined ? null : parseLindens(balanceCell),
        transactionId: cellText(at('transactionId'))?.slice(0, 64) ?? null,
      });
    } catch (error) {
      if (error instanceof HistoryFileError) throw new HistoryFileError(`Line ${row}: ${error.message}.`.replace(/\.\.$/, '.'));
      throw error;
    }
  }
  return lines;
}

/**
 * What makes a line the same line in another download: Second Life's transaction id when the file has one, else a
 * hash of the whole line as read (instant, type, party, description, region, amount, balance).
 */
export function dedupeKeyOf(line: HistoryLine): string {
  if (line.transactionId) return `id:${line.transactionId.toLowerCase()}`;
  const normal = [
    line.occurredAt.toISOString(),
    line.type ?? '',
    line.otherParty ?? '',
    line.description ?? '',
    line.region ?? '',
    line.amount,
    line.balance ?? '',
  ].map((part) => String(part).trim().toLowerCase().replace(/\s+/g, ' '));
  return `hash:${createHash('sha256').update(normal.join('\u001f')).digest('hex')}`;
}
