import { describe, expect, it } from 'vitest';

import {
  actorLabel,
  auditQueryParams,
  changesOf,
  countAuditFilters,
  filtersFromSearchParams,
  isBackwardsDayRange,
  metadataText,
  NO_AUDIT_FILTERS,
  pagingFromSearchParams,
  targetLabel,
  withFilters,
  withPaging,
} from './audit-log-filters';

describe('audit log filters in the address', () => {
  it('reads every filter, blank when missing, and ignores other parameters', () => {
    const params = new URLSearchParams('action=user_deactivated&targetType=user&targetId=8f2c&actor=a1&from=2026-11-01&to=2026-11-30&x=1');
    expect(filtersFromSearchParams(params)).toEqual({
      action: 'user_deactivated',
      targetType: 'user',
      targetId: '8f2c',
      actor: 'a1',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(NO_AUDIT_FILTERS);
  });

  it('writes set filters, removes blank ones, keeps other parameters and goes back to page 1', () => {
    const next = withFilters(new URLSearchParams('targetType=user&page=3&pageSize=50'), {
      ...NO_AUDIT_FILTERS,
      action: 'user_deactivated',
      targetType: '  ',
    });
    expect(next.toString()).toBe('pageSize=50&action=user_deactivated');
  });

  it('round-trips through the address', () => {
    const filters = { ...NO_AUDIT_FILTERS, action: 'sign_in_failed', from: '2026-01-02' };
    expect(filtersFromSearchParams(withFilters(new URLSearchParams(), filters))).toEqual(filters);
  });

  it('reads the page and size, falling back to page 1 of 25', () => {
    expect(pagingFromSearchParams(new URLSearchParams('page=3&pageSize=50'))).toEqual({ page: 3, pageSize: 50 });
    expect(pagingFromSearchParams(new URLSearchParams('page=0&pageSize=7'))).toEqual({ page: 1, pageSize: 25 });
    expect(pagingFromSearchParams(new URLSearchParams('page=abc'))).toEqual({ page: 1, pageSize: 25 });
    expect(withPaging(new URLSearchParams('action=a&page=4'), 1, 25).toString()).toBe('action=a');
    expect(withPaging(new URLSearchParams('action=a'), 2, 100).toString()).toBe('action=a&page=2&pageSize=100');
  });
});

describe('audit log request', () => {
  it('sends trimmed filters and leaves out blank ones and days not written YYYY-MM-DD', () => {
    expect(auditQueryParams(NO_AUDIT_FILTERS)).toEqual({});
    expect(auditQueryParams({ action: ' user_deactivated ', targetType: 'user', targetId: '', actor: ' ', from: '2026-11-01', to: '2026-11' })).toEqual({
      action: 'user_deactivated',
      targetType: 'user',
      from: '2026-11-01',
    });
    expect(countAuditFilters({ ...NO_AUDIT_FILTERS, action: 'x', to: '2026-11-30' })).toBe(2);
  });

  it('notices a From day after the To day', () => {
    expect(isBackwardsDayRange({ from: '2026-11-02', to: '2026-11-01' })).toBe(true);
    expect(isBackwardsDayRange({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(isBackwardsDayRange({ from: '2026-11-02', to: '' })).toBe(false);
  });
});

describe('audit log labels', () => {
  it('names the target by type and shortened id', () => {
    expect(targetLabel('user', '8f2c1a3b-5d6e-4f70-8a9b-0c1d2e3f4a5b')).toBe('user 8f2c1a3b…');
    expect(targetLabel('transaction', '42')).toBe('transaction 42');
    expect(targetLabel('commission_config', null)).toBe('commission_config');
    expect(targetLabel(null, null)).toBe('—');
  });

  it('names the actor by e-mail, else id, else Unknown', () => {
    expect(actorLabel({ actorEmail: 'admin@demo.test', actorId: 'u1' })).toBe('admin@demo.test');
    expect(actorLabel({ actorEmail: null, actorId: 'u1' })).toBe('u1');
    expect(actorLabel({ actorEmail: null, actorId: null })).toBe('Unknown');
  });

  it('shows the metadata as indented JSON, None when empty', () => {
    expect(metadataText(null)).toBe('None');
    expect(metadataText({})).toBe('None');
    expect(metadataText({ isActive: false })).toBe('{\n  "isActive": false\n}');
  });
});

describe("an entry's changes", () => {
  it('lists each field of the before and after values once, a missing side as a dash', () => {
    expect(changesOf({ before: { role: 'merchant', isActive: true }, after: { role: 'admin', tiers: [{ minVolume: '100' }] } })).toEqual([
      { field: 'role', before: 'merchant', after: 'admin' },
      { field: 'isActive', before: 'true', after: '—' },
      { field: 'tiers', before: '—', after: '[{"minVolume":"100"}]' },
    ]);
  });

  it('shows null values as None and has no rows when nothing changed', () => {
    expect(changesOf({ before: { baseRate: null }, after: null })).toEqual([{ field: 'baseRate', before: 'None', after: '—' }]);
    expect(changesOf({ before: null, after: null })).toEqual([]);
  });
});
