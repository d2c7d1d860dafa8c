import type { GetAdminUsersParams, GetAdminUsersSortBy, UserDto } from '../../../api/generated/model';
import { pagingFromParams, withPagingParams } from '../../../ui/url-paging';

export type RoleFilter = 'all' | UserDto['role'];
export type StatusFilter = 'all' | 'active' | 'inactive';

export const ROLE_FILTER_OPTIONS: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All Roles' },
  { value: 'vendor', label: 'Vendors' },
  { value: 'admin', label: 'Admins' },
];

export const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The User Management filters, as kept in the page address. */
export interface UserFilters {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
}

export const NO_USER_FILTERS: UserFilters = { search: '', role: 'all', status: 'all' };

export const USER_PAGE_SIZE_OPTIONS = [10, 25, 50];
export const DEFAULT_USER_PAGE_SIZE = 25;

/** The grid's columns the server can sort by, and the API's name for each. */
export const USER_SORT_FIELDS: Record<string, GetAdminUsersSortBy> = {
  name: 'name',
  email: 'email',
  role: 'role',
  isActive: 'status',
  createdAt: 'createdAt',
};

export interface UserSort {
  /** A grid column: name, email, role, isActive or createdAt. */
  field: string;
  sort: 'asc' | 'desc';
}

/** Newest first, as the API answers without a sort. */
export const DEFAULT_USER_SORT: UserSort = { field: 'createdAt', sort: 'desc' };

/** First and last name; the e-mail or the id when the user has no name. */
export function userDisplayName(user: Pick<UserDto, 'firstName' | 'lastName' | 'email' | 'id'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name !== '' ? name : (user.email ?? user.id);
}

function oneOf<T extends string>(value: string | null, options: { value: T }[], fallback: T): T {
  return options.find((option) => option.value === value)?.value ?? fallback;
}

/** The filters written in the address; unknown values are ignored. */
export function userFiltersFromSearchParams(params: URLSearchParams): UserFilters {
  return {
    search: params.get('search') ?? '',
    role: oneOf(params.get('role'), ROLE_FILTER_OPTIONS, 'all'),
    status: oneOf(params.get('status'), STATUS_FILTER_OPTIONS, 'all'),
  };
}

/** The address with these filters (blank and 'all' ones removed, other parameters kept); a change of filter goes back to page 1. */
export function withUserFilters(params: URLSearchParams, filters: UserFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, unset: string) => (value === unset ? next.delete(name) : next.set(name, value));
  set('search', filters.search.trim() === '' ? '' : filters.search, '');
  set('role', filters.role, 'all');
  set('status', filters.status, 'all');
  next.delete('page');
  return next;
}

/** The page shown (1-based) and its size, from the address; the first page of 25 by default. */
export function userPagingFromSearchParams(params: URLSearchParams): { page: number; pageSize: number } {
  return pagingFromParams(params, USER_PAGE_SIZE_OPTIONS, DEFAULT_USER_PAGE_SIZE);
}

/** The address for this page; the defaults (page 1, 25 a page) are left out. */
export function withUserPaging(params: URLSearchParams, page: number, pageSize: number): URLSearchParams {
  return withPagingParams(params, page, pageSize, DEFAULT_USER_PAGE_SIZE);
}

/** The sort written in the address (`?sort=email&order=asc`); newest first otherwise. */
export function userSortFromSearchParams(params: URLSearchParams): UserSort {
  const field = params.get('sort');
  if (field === null || !(field in USER_SORT_FIELDS)) return DEFAULT_USER_SORT;
  return { field, sort: params.get('order') === 'asc' ? 'asc' : 'desc' };
}

/** The address for this sort (null: the default order), back on page 1. */
export function withUserSort(params: URLSearchParams, sort: UserSort | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (sort === null || (sort.field === DEFAULT_USER_SORT.field && sort.sort === DEFAULT_USER_SORT.sort)) {
    next.delete('sort');
    next.delete('order');
  } else {
    next.set('sort', sort.field);
    next.set('order', sort.sort);
  }
  return next;
}

/** The API's query for the list: the trimmed search, the filters set, the page and the sort. */
export function usersQueryParams(filters: UserFilters, paging: { page: number; pageSize: number }, sort: UserSort): GetAdminUsersParams {
  const params: GetAdminUsersParams = { page: paging.page, pageSize: paging.pageSize };
  const search = filters.search.trim();
  if (search !== '') params.search = search;
  if (filters.role !== 'all') params.role = filters.role;
  if (filters.status !== 'all') params.status = filters.status;
  const sortBy = USER_SORT_FIELDS[sort.field];
  if (sortBy && !(sort.field === DEFAULT_USER_SORT.field && sort.sort === DEFAULT_USER_SORT.sort)) {
    params.sortBy = sortBy;
    params.sortOrder = sort.sort;
  }
  return params;
}
