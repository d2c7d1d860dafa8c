import type { AuditLogEntryDto, GetAuditLogsParams } from '../../../api/generated/model';
import { pagingFromParams, withPagingParams } from '../../../ui/url-paging';

/** The Audit Logs filters, as kept in the page address; '' when not set. From and To are SLT days, YYYY-MM-DD. */
export interface AuditLogFilters {
  action: string;
  targetType: string;
  targetId: string;
  actor: string;
  from: string;
  to: string;
}

export type AuditLogFilterName = keyof AuditLogFilters;

export const AUDIT_FILTER_NAMES: readonly AuditLogFilterName[] = ['action', 'targetType', 'targetId', 'actor', 'from', 'to'];

export const NO_AUDIT_FILTERS: AuditLogFilters = { action: '', targetType: '', targetId: '', actor: '', from: '', to: '' };

export const AUDIT_PAGE_SIZE_OPTIONS = [10, 25, 50, 100];
export const DEFAULT_AUDIT_PAGE_SIZE = 25;

const SLT_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters written in the address; unknown parameters are ignored. */
export function filtersFromSearchParams(params: URLSearchParams): AuditLogFilters {
  const filters = { ...NO_AUDIT_FILTERS };
  for (const name of AUDIT_FILTER_NAMES) filters[name] = params.get(name) ?? '';
  return filters;
}

/**
 * The address parameters with these filters: set ones written as typed, blank ones removed, other parameters kept.
 * A change of filter goes back to the first page.
 */
export function withFilters(params: URLSearchParams, filters: AuditLogFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of AUDIT_FILTER_NAMES) {
    const value = filters[name];
    if (value.trim() === '') next.delete(name);
    else next.set(name, value);
  }
  next.delete('page');
  return next;
}

/** The page shown (1-based) and its size, from the address; the first page of 25 by default. */
export function pagingFromSearchParams(params: URLSearchParams): { page: number; pageSize: number } {
  return pagingFromParams(params, AUDIT_PAGE_SIZE_OPTIONS, DEFAULT_AUDIT_PAGE_SIZE);
}

/** The address for this page; the defaults (page 1, 25 a page) are left out. */
export function withPaging(params: URLSearchParams, page: number, pageSize: number): URLSearchParams {
  return withPagingParams(params, page, pageSize, DEFAULT_AUDIT_PAGE_SIZE);
}

/** True when the From day is after the To day: such a range matches nothing. */
export function isBackwardsDayRange(filters: Pick<AuditLogFilters, 'from' | 'to'>): boolean {
  return SLT_DAY.test(filters.from) && SLT_DAY.test(filters.to) && filters.from > filters.to;
}

/** The filter part of a list or export request: trimmed, blank ones and days not written YYYY-MM-DD left out. */
export function auditQueryParams(filters: AuditLogFilters): GetAuditLogsParams {
  const params: GetAuditLogsParams = {};
  for (const name of ['action', 'targetType', 'targetId', 'actor'] as const) {
    const value = filters[name].trim();
    if (value !== '') params[name] = value;
  }
  if (SLT_DAY.test(filters.from)) params.from = filters.from;
  if (SLT_DAY.test(filters.to)) params.to = filters.to;
  return params;
}

/** How many filters are set. */
export function countAuditFilters(filters: AuditLogFilters): number {
  return Object.keys(auditQueryParams(filters)).length;
}

/** Ids in the list are cut to 8 characters. */
export const SHORT_TARGET_ID_LENGTH = 8;

/** What an entry was done to: 'user 8f2c1a3b…', 'transaction 42', 'user' without an id; '—' when nothing. */
export function targetLabel(targetType: string | null, targetId: string | null): string {
  const id = targetId ?? '';
  const shortId = id.length > SHORT_TARGET_ID_LENGTH ? `${id.slice(0, SHORT_TARGET_ID_LENGTH)}…` : id;
  const label = [targetType ?? '', shortId].filter((part) => part !== '').join(' ');
  return label === '' ? '—' : label;
}

/** Who did it: the e-mail, else the user id, else 'Unknown' (a failed sign-in of an unknown account). */
export function actorLabel(entry: Pick<AuditLogEntryDto, 'actorEmail' | 'actorId'>): string {
  return entry.actorEmail ?? entry.actorId ?? 'Unknown';
}

/** The details recorded with an entry as indented JSON; 'None' when there are none. */
export function metadataText(metadata: AuditLogEntryDto['metadata']): string {
  if (metadata === null || Object.keys(metadata).length === 0) return 'None';
  return JSON.stringify(metadata, null, 2);
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

function changeValue(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'None';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** One row per field that an entry's before or after values name, in the order they first appear. */
export function changesOf(entry: Pick<AuditLogEntryDto, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: changeValue(before[field]), after: changeValue(after[field]) }));
}
