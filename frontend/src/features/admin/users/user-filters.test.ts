import { describe, expect, it } from 'vitest';

import type { UserDto } from '../../../api/generated/model';
import {
  NO_USER_FILTERS,
  userDisplayName,
  userFiltersFromSearchParams,
  userPagingFromSearchParams,
  userSortFromSearchParams,
  usersQueryParams,
  withUserFilters,
  withUserPaging,
  withUserSort,
} from './user-filters';

const params = (text: string) => new URLSearchParams(text);

function user(id: string, firstName: string | null, lastName: string | null, email: string | null): UserDto {
  return {
    id,
    firstName,
    lastName,
    email,
    role: 'vendor',
    profileImageUrl: null,
    isActive: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    emailTransactions: true,
    emailRedeliveries: true,
    emailEvents: false,
    inWorldNotifications: true,
    defaultCommissionRate: '5.00',
    saleDeliveryAlertMinutes: 10,
    offlineAlertMinutes: 11,
  };
}

describe('the filters in the address', () => {
  it('reads the search, role and status, ignoring values it does not know', () => {
    expect(userFiltersFromSearchParams(params('search=ava&role=admin&status=inactive'))).toEqual({ search: 'ava', role: 'admin', status: 'inactive' });
    expect(userFiltersFromSearchParams(params('role=owner&status=gone'))).toEqual(NO_USER_FILTERS);
  });

  it('writes only the filters set, keeps other parameters and goes back to page 1', () => {
    const written = withUserFilters(params('page=3&sort=email&order=asc'), { search: 'ava', role: 'all', status: 'active' });
    expect(written.toString()).toBe('sort=email&order=asc&search=ava&status=active');
    expect(withUserFilters(params('search=ava&role=admin'), { search: '   ', role: 'all', status: 'all' }).toString()).toBe('');
  });
});

describe('paging and sorting in the address', () => {
  it('reads the page and a page size the grid offers, 25 a page otherwise', () => {
    expect(userPagingFromSearchParams(params('page=2&pageSize=50'))).toEqual({ page: 2, pageSize: 50 });
    expect(userPagingFromSearchParams(params('page=0&pageSize=33'))).toEqual({ page: 1, pageSize: 25 });
  });

  it('leaves the defaults out of the address', () => {
    expect(withUserPaging(params('search=x&page=4'), 1, 25).toString()).toBe('search=x');
    expect(withUserPaging(params(''), 2, 10).toString()).toBe('page=2&pageSize=10');
  });

  it('reads a sort by a known column, newest first otherwise', () => {
    expect(userSortFromSearchParams(params('sort=email&order=asc'))).toEqual({ field: 'email', sort: 'asc' });
    expect(userSortFromSearchParams(params('sort=isActive'))).toEqual({ field: 'isActive', sort: 'desc' });
    expect(userSortFromSearchParams(params('sort=password&order=asc'))).toEqual({ field: 'createdAt', sort: 'desc' });
  });

  it('writes a sort back on page 1, and removes the default one', () => {
    expect(withUserSort(params('page=2'), { field: 'name', sort: 'asc' }).toString()).toBe('sort=name&order=asc');
    expect(withUserSort(params('sort=name&order=asc'), null).toString()).toBe('');
    expect(withUserSort(params('sort=name&order=asc'), { field: 'createdAt', sort: 'desc' }).toString()).toBe('');
  });
});

describe('usersQueryParams', () => {
  it('asks the server for the page, the trimmed search, the filters set and the sort by its API name', () => {
    expect(usersQueryParams({ search: '  Ava ', role: 'admin', status: 'inactive' }, { page: 2, pageSize: 10 }, { field: 'isActive', sort: 'asc' })).toEqual({
      page: 2,
      pageSize: 10,
      search: 'Ava',
      role: 'admin',
      status: 'inactive',
      sortBy: 'status',
      sortOrder: 'asc',
    });
    expect(usersQueryParams(NO_USER_FILTERS, { page: 1, pageSize: 25 }, { field: 'createdAt', sort: 'desc' })).toEqual({ page: 1, pageSize: 25 });
  });
});

describe('userDisplayName', () => {
  it('uses the name, then the e-mail, then the id', () => {
    expect(userDisplayName(user('user_ada', 'Ada', 'Admin', 'admin@demo.test'))).toBe('Ada Admin');
    expect(userDisplayName(user('user_mia', 'Mia', null, 'merchant@demo.test'))).toBe('Mia');
    expect(userDisplayName(user('user_mia', null, null, 'merchant@demo.test'))).toBe('merchant@demo.test');
    expect(userDisplayName(user('user_x9', null, null, null))).toBe('user_x9');
  });
});
