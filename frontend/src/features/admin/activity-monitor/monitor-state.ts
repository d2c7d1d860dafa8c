import type { MonitorEntryDto, MonitorKind } from '../../../api/generated/model';

/** The monitor keeps the latest entries, as many as it gets on open. */
export const MONITOR_ENTRIES = 200;

/** GET /api/admin/activities/stream: the monitor's entries as they happen (Server-Sent Events). */
export const MONITOR_STREAM_URL = '/api/admin/activities/stream';

export const KIND_LABELS: Record<MonitorKind, string> = {
  sale: 'Sale',
  refused: 'Refused call',
  throttled: 'Throttled call',
  object_offline: 'Object offline',
  activity: 'Activity',
};

/** The kind filter's choices, in the order they are offered. */
export const KIND_OPTIONS: Array<{ value: MonitorKind; label: string }> = [
  { value: 'sale', label: 'Sales' },
  { value: 'refused', label: 'Refused calls' },
  { value: 'throttled', label: 'Throttled calls' },
  { value: 'object_offline', label: 'Objects offline' },
  { value: 'activity', label: 'Platform activity' },
];

export interface MonitorFilters {
  kind: MonitorKind | null;
  merchant: string;
}

const isKind = (value: string | null): value is MonitorKind => value !== null && value in KIND_LABELS;

/** The filters kept in the page address (?kind=sale&merchant=user_123), so a filtered view can be shared. */
export function filtersFromSearchParams(params: URLSearchParams): MonitorFilters {
  const kind = params.get('kind');
  return { kind: isKind(kind) ? kind : null, merchant: (params.get('merchant') ?? '').trim() };
}

export function withFilters(params: URLSearchParams, filters: MonitorFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.kind) next.set('kind', filters.kind);
  else next.delete('kind');
  if (filters.merchant.trim()) next.set('merchant', filters.merchant.trim());
  else next.delete('merchant');
  return next;
}

/** The stream's address for these filters. */
export function monitorStreamUrl(filters: MonitorFilters): string {
  const query = new URLSearchParams();
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.merchant) query.set('merchant', filters.merchant);
  const text = query.toString();
  return text ? `${MONITOR_STREAM_URL}?${text}` : MONITOR_STREAM_URL;
}

export interface MonitorState {
  /** Shown, newest first. */
  entries: MonitorEntryDto[];
  /** Arrived while paused, newest first: shown on Resume. */
  waiting: MonitorEntryDto[];
  paused: boolean;
  /** The stream's first snapshot has arrived. */
  loaded: boolean;
}

export type MonitorAction =
  { type: 'snapshot'; entries: MonitorEntryDto[] } | { type: 'entry'; entry: MonitorEntryDto } | { type: 'pause' } | { type: 'resume' } | { type: 'reset' };

export const INITIAL_MONITOR_STATE: MonitorState = { entries: [], waiting: [], paused: false, loaded: false };

/** Newest first, each id once, at most MONITOR_ENTRIES. */
function merged(newer: MonitorEntryDto[], older: MonitorEntryDto[]): MonitorEntryDto[] {
  const seen = new Set<string>();
  const result: MonitorEntryDto[] = [];
  for (const entry of [...newer, ...older]) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    result.push(entry);
    if (result.length === MONITOR_ENTRIES) break;
  }
  return result;
}

/**
 * The monitor's list: the snapshot on (re)opening replaces it; new entries go on top, or wait while paused; an entry
 * heard twice (a reconnection, a retried sale) is shown once.
 */
export function monitorReducer(state: MonitorState, action: MonitorAction): MonitorState {
  switch (action.type) {
    case 'snapshot':
      return { ...state, entries: merged(action.entries, []), waiting: [], loaded: true };
    case 'entry': {
      const known = state.entries.some((entry) => entry.id === action.entry.id) || state.waiting.some((entry) => entry.id === action.entry.id);
      if (known) return state;
      return state.paused ? { ...state, waiting: merged([action.entry], state.waiting) } : { ...state, entries: merged([action.entry], state.entries) };
    }
    case 'pause':
      return { ...state, paused: true };
    case 'resume':
      return { ...state, paused: false, entries: merged(state.waiting, state.entries), waiting: [] };
    case 'reset':
      return INITIAL_MONITOR_STATE;
  }
}
