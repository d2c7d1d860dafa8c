import { describe, expect, it } from 'vitest';

import { initialPaging, movePaging, pageParams, pagingFor } from './transaction-paging';

describe('transaction paging', () => {
  const first = initialPaging('list-a', { page: 0, pageSize: 10 });

  it('asks for the first page without a cursor', () => {
    expect(pageParams(first)).toEqual({ page: 1, pageSize: 10 });
  });

  it("moves to the next page with the page on screen's nextCursor", () => {
    const second = movePaging(first, { page: 1, pageSize: 10 }, { page: 1, pageSize: 10, nextCursor: 'after-10' });
    expect(pageParams(second)).toEqual({ page: 2, pageSize: 10, cursor: 'after-10' });
    const third = movePaging(second, { page: 2, pageSize: 10 }, { page: 2, pageSize: 10, nextCursor: 'after-20' });
    expect(pageParams(third)).toEqual({ page: 3, pageSize: 10, cursor: 'after-20' });
  });

  it('goes back by the cursors of pages already reached, and to page 1 without one', () => {
    let state = movePaging(first, { page: 1, pageSize: 10 }, { page: 1, pageSize: 10, nextCursor: 'after-10' });
    state = movePaging(state, { page: 2, pageSize: 10 }, { page: 2, pageSize: 10, nextCursor: 'after-20' });
    state = movePaging(state, { page: 1, pageSize: 10 }, { page: 3, pageSize: 10, nextCursor: 'after-30' });
    expect(pageParams(state)).toEqual({ page: 2, pageSize: 10, cursor: 'after-10' });
    state = movePaging(state, { page: 0, pageSize: 10 }, undefined);
    expect(pageParams(state)).toEqual({ page: 1, pageSize: 10 });
  });

  it('jumps by offset: to a page whose start is unknown, or when the page on screen is not the current one yet', () => {
    expect(pageParams(movePaging(first, { page: 7, pageSize: 10 }, { page: 1, pageSize: 10, nextCursor: 'after-10' }))).toEqual({ page: 8, pageSize: 10 });
    // Still showing page 1 while page 2 loads: its cursor would skip page 2.
    const loading = movePaging(first, { page: 1, pageSize: 10 }, undefined);
    expect(pageParams(movePaging(loading, { page: 2, pageSize: 10 }, { page: 1, pageSize: 10, nextCursor: 'after-10' }))).toEqual({ page: 3, pageSize: 10 });
  });

  it('drops the cursors when the page size changes, and when no more pages follow', () => {
    const second = movePaging(first, { page: 1, pageSize: 10 }, { page: 1, pageSize: 10, nextCursor: 'after-10' });
    const resized = movePaging(second, { page: 0, pageSize: 25 }, { page: 2, pageSize: 10, nextCursor: 'after-20' });
    expect(resized.cursors).toEqual({});
    expect(pageParams(movePaging(first, { page: 1, pageSize: 10 }, { page: 1, pageSize: 10, nextCursor: null }))).toEqual({ page: 2, pageSize: 10 });
  });

  it('starts another list (other filters or sort) from its first page, keeping the page size', () => {
    const second = movePaging(first, { page: 1, pageSize: 10 }, { page: 1, pageSize: 10, nextCursor: 'after-10' });
    expect(pagingFor(second, 'list-a')).toBe(second);
    expect(pagingFor(second, 'list-b')).toEqual({ key: 'list-b', model: { page: 0, pageSize: 10 }, cursors: {} });
  });
});
