import {
  getGridDefaultColumnTypes,
  type GridApi,
  type GridColDef,
  type GridPaginationModel,
  type GridSortCellParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { RefObject } from 'react';

// What the card view of a list needs from the grid's column definitions: the same sort and the same pages.

/** The columns a person can sort by: those the grid would let them sort, in their order. */
export function sortableColumns<Row extends GridValidRowModel>(columns: readonly GridColDef<Row>[]): GridColDef<Row>[] {
  return columns.filter((column) => column.sortable !== false && column.type !== 'actions');
}

function cellValue<Row extends GridValidRowModel>(row: Row, column: GridColDef<Row>, apiRef: RefObject<GridApi | null>): unknown {
  const value: unknown = row[column.field];
  return column.valueGetter ? column.valueGetter(value as never, row, column, apiRef as RefObject<GridApi>) : value;
}

/**
 * `rows` in the order the grid shows them for `sortModel`: each column's value getter and comparator (its type's
 * default comparator when it has none), descending by reversing the comparison, ties kept in their order.
 */
export function sortRows<Row extends GridValidRowModel>(
  rows: readonly Row[],
  columns: readonly GridColDef<Row>[],
  sortModel: GridSortModel,
  getRowId: (row: Row) => string | number,
  apiRef: RefObject<GridApi | null>,
): Row[] {
  const types = getGridDefaultColumnTypes();
  const keys = sortModel.flatMap((item) => {
    const column = columns.find((candidate) => candidate.field === item.field);
    if (!column || !item.sort) return [];
    const typeDefaults = types[(column.type ?? 'string') as keyof typeof types] ?? types.string;
    const comparator = column.sortComparator ?? typeDefaults.sortComparator ?? types.string.sortComparator;
    if (!comparator) return [];
    return [{ column, comparator, sign: item.sort === 'desc' ? -1 : 1 }];
  });
  if (keys.length === 0) return [...rows];
  const withValues = rows.map((row, index) => ({
    row,
    index,
    params: keys.map(({ column }): GridSortCellParams => ({
      id: getRowId(row),
      field: column.field,
      value: cellValue(row, column, apiRef),
      rowNode: { id: getRowId(row), type: 'leaf', depth: 0, parent: 'auto-generated-group-node-root', groupingKey: null },
      api: apiRef.current as GridApi,
    })),
  }));
  withValues.sort((a, b) => {
    for (const [position, { comparator, sign }] of keys.entries()) {
      const first = a.params[position];
      const second = b.params[position];
      const order = comparator(first.value, second.value, first, second);
      if (order !== 0) return sign * order;
    }
    return a.index - b.index;
  });
  return withValues.map(({ row }) => row);
}

/** The rows of one page; a page past the end shows the last page instead (after rows were removed). */
export function pageRows<Row>(rows: readonly Row[], { page, pageSize }: GridPaginationModel): Row[] {
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shown = Math.min(page, lastPage);
  return rows.slice(shown * pageSize, (shown + 1) * pageSize);
}

/** '1–25 of 420', or 'of about 10,001' when the server estimates the count. */
export function displayedRowsLabel({ from, to, count }: { from: number; to: number; count: number }, estimate = false): string {
  return `${from.toLocaleString()}–${to.toLocaleString()} of ${estimate ? 'about ' : ''}${count.toLocaleString()}`;
}
