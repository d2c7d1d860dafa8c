/** A server-paged list's page and page size, kept in the address so a page can be bookmarked and shared. */
export interface UrlPaging {
  page: number;
  pageSize: number;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/** The page shown (1-based) and its size from the address; page 1 and the default size when missing or not offered. */
export function pagingFromParams(params: URLSearchParams, sizes: readonly number[], defaultSize: number): UrlPaging {
  const size = positiveInt(params.get('pageSize'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size !== undefined && sizes.includes(size) ? size : defaultSize,
  };
}

/** The address for this page; the defaults (page 1, the default size) are left out. */
export function withPagingParams(params: URLSearchParams, page: number, pageSize: number, defaultSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  if (pageSize !== defaultSize) next.set('pageSize', String(pageSize));
  else next.delete('pageSize');
  return next;
}
