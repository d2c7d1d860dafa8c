import type { CohortReturnDto, CustomerCohortDto } from '../../api/generated/model';

export interface CohortRow {
  month: string;
  buyers: number;
  /** Index i: the (i + 1)th month after the cohort's; null past this month. */
  cells: (CohortReturnDto | null)[];
}

/** The cohort triangle: one row per month, one column per month after it. */
export function cohortGrid(cohorts: CustomerCohortDto[]): { columns: number; rows: CohortRow[] } {
  const columns = Math.max(0, cohorts.length - 1);
  return {
    columns,
    rows: cohorts.map((cohort) => ({
      month: cohort.month,
      buyers: cohort.buyers,
      cells: Array.from({ length: columns }, (_, index) => cohort.returns[index] ?? null),
    })),
  };
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Jan 2026' from '2026-01'. */
export function monthLabel(month: string): string {
  return monthFormat.format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)));
}
