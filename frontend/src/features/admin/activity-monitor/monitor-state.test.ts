import { describe, expect, it } from 'vitest';

import type { MonitorEntryDto } from '../../../api/generated/model';
import { filtersFromSearchParams, INITIAL_MONITOR_STATE, MONITOR_ENTRIES, monitorReducer, monitorStreamUrl, withFilters } from './monitor-state';

const entry = (id: number): MonitorEntryDto => ({
  id: `sale:${id}`,
  kind: 'sale',
  at: new Date(Date.UTC(2026, 10, 23, 12, 0, id)).toISOString(),
  merchantId: 'user_1',
  merchant: 'luna@example.com',
  description: `Sale #${id} of L$100 at Luna Boutique (#1)`,
  activityType: null,
});

describe('monitorReducer', () => {
  it('puts new entries on top, once each, and keeps the latest 200', () => {
    let state = monitorReducer(INITIAL_MONITOR_STATE, { type: 'snapshot', entries: [entry(2), entry(1)] });
    expect(state.loaded).toBe(true);
    state = monitorReducer(state, { type: 'entry', entry: entry(3) });
    state = monitorReducer(state, { type: 'entry', entry: entry(3) });
    expect(state.entries.map((item) => item.id)).toEqual(['sale:3', 'sale:2', 'sale:1']);

    for (let id = 4; id <= 250; id += 1) state = monitorReducer(state, { type: 'entry', entry: entry(id) });
    expect(state.entries).toHaveLength(MONITOR_ENTRIES);
    expect(state.entries[0].id).toBe('sale:250');
    expect(state.entries.at(-1)!.id).toBe('sale:51');
  });

  it('holds entries back while paused and shows them on resume', () => {
    let state = monitorReducer(INITIAL_MONITOR_STATE, { type: 'snapshot', entries: [entry(1)] });
    state = monitorReducer(state, { type: 'pause' });
    state = monitorReducer(state, { type: 'entry', entry: entry(2) });
    state = monitorReducer(state, { type: 'entry', entry: entry(3) });
    expect(state.entries.map((item) => item.id)).toEqual(['sale:1']);
    expect(state.waiting.map((item) => item.id)).toEqual(['sale:3', 'sale:2']);

    state = monitorReducer(state, { type: 'resume' });
    expect(state).toMatchObject({ paused: false, waiting: [] });
    expect(state.entries.map((item) => item.id)).toEqual(['sale:3', 'sale:2', 'sale:1']);
  });

  it('replaces the list with the snapshot of a reconnection', () => {
    let state = monitorReducer(INITIAL_MONITOR_STATE, { type: 'snapshot', entries: [entry(1)] });
    state = monitorReducer(state, { type: 'entry', entry: entry(2) });
    state = monitorReducer(state, { type: 'snapshot', entries: [entry(3), entry(2), entry(1)] });
    expect(state.entries.map((item) => item.id)).toEqual(['sale:3', 'sale:2', 'sale:1']);
  });
});

describe('monitor filters', () => {
  it('reads them from the address, ignoring a kind that does not exist', () => {
    expect(filtersFromSearchParams(new URLSearchParams('kind=throttled&merchant=user_9'))).toEqual({ kind: 'throttled', merchant: 'user_9' });
    expect(filtersFromSearchParams(new URLSearchParams('kind=everything'))).toEqual({ kind: null, merchant: '' });
  });

  it('writes them to the address and to the stream address', () => {
    expect(withFilters(new URLSearchParams('kind=sale&other=1'), { kind: null, merchant: ' user_9 ' }).toString()).toBe('other=1&merchant=user_9');
    expect(monitorStreamUrl({ kind: 'sale', merchant: 'user 9' })).toBe('/api/admin/activities/stream?kind=sale&merchant=user+9');
    expect(monitorStreamUrl({ kind: null, merchant: '' })).toBe('/api/admin/activities/stream');
  });
});
