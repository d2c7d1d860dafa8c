import type { GridPaginationModel } from '@mui/x-data-grid';

/**
 * Paging of one list (one set of filters and one sort, named by `key`). Moving to the next page sends the page on
 * screen's `nextCursor`, so the server starts right after its last row through the index: page 2000 costs what page 2
 * costs. Cursors of pages already reached are kept, so going back is keyset too; a jump (last page, a typed page,
 * another page size) asks by offset.
 */
export interface PagingState {
  key: string;
  model: GridPaginationModel;
  /** 0-based page → the cursor that starts it. */
  cursors: Record<number, string>;
}

/** The page on screen, as the API answered it (page counts from 1). */
export interface ShownPage {
  page: number;
  pageSize: number;
  nextCursor: string | null;
}

export const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: 25 };

export function initialPaging(key: string, model: GridPaginationModel = FIRST_PAGE): PagingState {
  return { key, model, cursors: {} };
}

/** The paging of the list named `key`: a new list (other filters or sort) starts again from its first page. */
export function pagingFor(state: PagingState, key: string): PagingState {
  return state.key === key ? state : initialPaging(key, { ...state.model, page: 0 });
}

/** The state once the grid asks for `model`, given the page on screen (undefined while it is not the answer for the current model). */
export function movePaging(state: PagingState, model: GridPaginationModel, shown: ShownPage | undefined): PagingState {
  // Positions stay right for another page size, but page numbers would not: start over by offset.
  if (model.pageSize !== state.model.pageSize) return { key: state.key, model, cursors: {} };
  const cursors = { ...state.cursors };
  const onScreen = shown && shown.page === state.model.page + 1 && shown.pageSize === state.model.pageSize;
  if (onScreen && model.page === state.model.page + 1 && shown.nextCursor) cursors[model.page] = shown.nextCursor;
  return { key: state.key, model, cursors };
}

/** The paging part of the list request: page (from 1), pageSize, and the cursor when this page's start is known. */
export function pageParams(state: PagingState): { page: number; pageSize: number; cursor?: string } {
  const cursor = state.model.page > 0 ? state.cursors[state.model.page] : undefined;
  return { page: state.model.page + 1, pageSize: state.model.pageSize, ...(cursor ? { cursor } : {}) };
}
