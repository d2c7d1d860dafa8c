import type { FieldErrors } from '../../api/api-error';
import type { SaveSplitsDto, SplitDto } from '../../api/generated/model';

/** One partner's line in the splits editor, as typed. */
export interface SplitRow {
  /** Stable identity of the line while it is edited (React key, error mapping). */
  id: string;
  avatarKey: string;
  avatarName: string;
  percent: string;
}

export type SplitRowErrors = Partial<Record<'avatarKey' | 'avatarName' | 'percent', string>>;

let nextRowId = 0;

export function emptyRow(): SplitRow {
  nextRowId += 1;
  return { id: `row-${nextRowId}`, avatarKey: '', avatarName: '', percent: '' };
}

export function rowsFromSplits(splits: readonly SplitDto[]): SplitRow[] {
  return splits.map((split) => ({ ...emptyRow(), avatarKey: split.avatarKey, avatarName: split.avatarName, percent: split.percent }));
}

function isBlank(row: SplitRow): boolean {
  return row.avatarKey.trim() === '' && row.avatarName.trim() === '' && row.percent.trim() === '';
}

/**
 * The body to save and, for each line sent, its place in the body (so the API's messages, which name `splits.N.field`,
 * land on the right line). Lines left entirely blank are dropped; anything else is sent as typed for the API to check.
 */
export function splitsBody(rows: readonly SplitRow[]): { body: SaveSplitsDto; sentRows: string[] } {
  const sent = rows.filter((row) => !isBlank(row));
  return {
    body: { splits: sent.map((row) => ({ avatarKey: row.avatarKey.trim(), avatarName: row.avatarName.trim(), percent: row.percent.trim() })) },
    sentRows: sent.map((row) => row.id),
  };
}

/** The API's messages for each line ('splits.2.percent' → the third line sent), and those about the list as a whole. */
export function splitErrors(fieldErrors: FieldErrors | undefined, sentRows: readonly string[]): { rows: Record<string, SplitRowErrors>; list: string | null } {
  const rows: Record<string, SplitRowErrors> = {};
  const list: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const match = /^splits\.(\d+)(?:\.(avatarKey|avatarName|percent))?$/.exec(field);
    const rowId = match ? sentRows[Number(match[1])] : undefined;
    if (match && rowId !== undefined && match[2]) {
      rows[rowId] = { ...rows[rowId], [match[2]]: messages[0] };
    } else {
      list.push(...messages);
    }
  }
  return { rows, list: list.length > 0 ? [...new Set(list)].join(' ') : null };
}

/** A percent with at most 2 decimals in hundredths ('12.5' → 1250n); null for anything else. */
export function percentHundredths(text: string): bigint | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number of `10^-places` as a decimal without trailing zeros: (2250n, 2) → '22.5', (-50n, 2) → '-0.5'. */
function scaledText(value: bigint, places: number): string {
  const scale = 10n ** BigInt(places);
  const absolute = value < 0n ? -value : value;
  const fraction = (absolute % scale).toString().padStart(places, '0').replace(/0+$/, '');
  return `${value < 0n ? '-' : ''}${absolute / scale}${fraction ? `.${fraction}` : ''}`;
}

/** Hundredths of a percent as a percent without trailing zeros (2250n → '22.5'). */
export function formatHundredths(value: bigint): string {
  return scaledText(value, 2);
}

export interface SplitSummary {
  /** The lines' percents added up; null while one is not a percent with at most 2 decimals. */
  total: string | null;
  /** What the merchant keeps at least once the partners and the highest commission are paid; null with total. */
  keeps: string | null;
  /** The splits and the commission pass 100 %: the API will refuse them. */
  over: boolean;
}

/** What the lines add up to beside the highest commission that can apply (a percent such as '5' or '12.3456'). */
export function splitSummary(rows: readonly SplitRow[], maxCommissionPercent: string): SplitSummary {
  let total = 0n;
  for (const row of rows) {
    if (isBlank(row)) continue;
    const hundredths = percentHundredths(row.percent);
    if (hundredths === null) return { total: null, keeps: null, over: false };
    total += hundredths;
  }
  // The commission may have up to 4 decimals: compare in ten-thousandths.
  const [whole = '0', fraction = ''] = maxCommissionPercent.split('.');
  const commission = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  const keeps = 1_000_000n - total * 100n - commission;
  return { total: formatHundredths(total), keeps: scaledText(keeps, 4), over: keeps < 0n };
}

/** The splits as one line: 'Ann Resident 10%, Bob Builder 5%'. */
export function splitsLine(splits: readonly SplitDto[]): string {
  return splits.map((split) => `${split.avatarName} ${split.percent}%`).join(', ');
}
