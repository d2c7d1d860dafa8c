import type { ColumnMappingDto, HistoryLineDto, HistoryUploadResultDto, ReconciliationSummaryDto, VendorDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { countLabel } from '../../ui/plural';

/** The fields a merchant maps when the headers were not recognised, in the order the form asks for them. */
export const MAPPING_FIELDS = [
  { field: 'date', label: 'Date (and time)', required: true },
  { field: 'time', label: 'Time, if in its own column', required: false },
  { field: 'otherParty', label: 'Other resident', required: true },
  { field: 'amount', label: 'Amount (L$, signed)', required: false },
  { field: 'credit', label: 'Credit (L$ received)', required: false },
  { field: 'debit', label: 'Debit (L$ paid)', required: false },
  { field: 'type', label: 'Type', required: false },
  { field: 'description', label: 'Description or item', required: false },
  { field: 'region', label: 'Region', required: false },
  { field: 'balance', label: 'Balance', required: false },
  { field: 'transactionId', label: 'Transaction id', required: false },
] as const satisfies ReadonlyArray<{ field: keyof ColumnMappingDto; label: string; required: boolean }>;

export type MappingForm = Partial<Record<keyof ColumnMappingDto, string>>;

/** The mapping to send: the columns chosen, blanks left out. */
export function mappingOf(form: MappingForm): ColumnMappingDto {
  return Object.fromEntries(Object.entries(form).filter(([, column]) => typeof column === 'string' && column !== ''));
}

/** What the mapping still lacks, in words; null when it can be sent. */
export function mappingProblem(form: MappingForm): string | null {
  const mapping = mappingOf(form);
  if (!mapping.date) return 'Choose the date column.';
  if (!mapping.otherParty) return 'Choose the other resident column.';
  if (!mapping.amount && !(mapping.credit && mapping.debit)) return 'Choose the amount column, or both credit and debit.';
  return null;
}

/** What an import did, in one sentence. */
export function uploadMessage(result: HistoryUploadResultDto): string {
  if (!result.upload) return result.message ?? '';
  const { lineCount, newLines, knownLines } = result.upload;
  return `${countLabel(lineCount, 'line')} read: ${newLines} new, ${knownLines} already known; ${countLabel(result.matchedNow, 'line')} matched now.`;
}

export interface SummaryFigure {
  title: string;
  value: number;
  hint: string;
}

/** The four figures at the top of the page. */
export function summaryFigures(summary: ReconciliationSummaryDto): SummaryFigure[] {
  return [
    { title: 'Matched', value: summary.matched, hint: `of ${countLabel(summary.lines, 'history line')} kept` },
    { title: 'Missed sales', value: summary.missedSales, hint: 'L$ received with no recorded sale' },
    { title: 'Sales with no L$', value: summary.salesWithoutLindens, hint: 'Recorded sales not in the history' },
    { title: 'Unordered outgoing', value: summary.unorderedOutgoing, hint: 'L$ paid that the platform did not order' },
  ];
}

/** What an unmatched line is. */
export function lineKind(line: Pick<HistoryLineDto, 'amount'>): string {
  return line.amount > 0 ? 'L$ received with no recorded sale' : 'Outgoing L$ the platform did not order';
}

/** A line's amount with its sign: '+L$450', '-L$777'. */
export function signedLindens(amount: number): string {
  return amount > 0 ? `+${formatLindens(amount)}` : formatLindens(amount);
}

/** The vendor to offer first for a missed sale: one named in the line's description or region, else the first. */
export function suggestedVendorId(line: Pick<HistoryLineDto, 'description' | 'region'>, vendors: readonly Pick<VendorDto, 'id' | 'name'>[]): number | null {
  const text = `${line.description ?? ''} ${line.region ?? ''}`.toLowerCase();
  const named = vendors.find((vendor) => vendor.name.trim() !== '' && text.includes(vendor.name.toLowerCase()));
  return named?.id ?? vendors[0]?.id ?? null;
}
