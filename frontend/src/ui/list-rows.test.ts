import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';

import { displayedRowsLabel, pageRows, sortableColumns, sortRows } from './list-rows';

interface Sale {
  id: number;
  buyer: string | null;
  amount: number;
  product: { name: string } | null;
}

const SALES: Sale[] = [
  { id: 1, buyer: 'cleo', amount: 900, product: { name: 'Hair' } },
  { id: 2, buyer: 'Ava', amount: 80, product: null },
  { id: 3, buyer: null, amount: 1200, product: { name: 'Boots' } },
  { id: 4, buyer: 'Bram', amount: 80, product: { name: 'Gown' } },
];

const columns: GridColDef<Sale>[] = [
  { field: 'id', headerName: 'ID', type: 'number' },
  { field: 'buyer', headerName: 'Buyer' },
  { field: 'amount', headerName: 'Amount', type: 'number' },
  { field: 'product', headerName: 'Product', valueGetter: (_value, row) => row.product?.name ?? 'None' },
  { field: 'notes', headerName: 'Notes', sortable: false },
  { field: 'actions', type: 'actions', headerName: 'Actions' },
];

const ids = (rows: Sale[]) => rows.map((row) => row.id);
const sort = (field: string, direction: 'asc' | 'desc') => sortRows(SALES, columns, [{ field, sort: direction }], (row) => row.id, { current: null });

describe('sortRows', () => {
  it('compares numbers as numbers, not as text', () => {
    expect(ids(sort('amount', 'asc'))).toEqual([2, 4, 1, 3]);
    expect(ids(sort('amount', 'desc'))).toEqual([3, 1, 2, 4]);
  });

  it('keeps rows with equal values in their order, whichever the direction', () => {
    expect(ids(sort('amount', 'asc')).slice(0, 2)).toEqual([2, 4]);
    expect(ids(sort('amount', 'desc')).slice(2)).toEqual([2, 4]);
  });

  it("sorts by the column's value getter, as the grid shows the cell", () => {
    expect(ids(sort('product', 'asc'))).toEqual([3, 4, 1, 2]);
  });

  it('compares text ignoring case, with empty values first, like the grid', () => {
    expect(ids(sort('buyer', 'asc'))).toEqual([3, 2, 4, 1]);
  });

  it('leaves the order alone without a sort, or for a column it does not know', () => {
    expect(ids(sortRows(SALES, columns, [], (row) => row.id, { current: null }))).toEqual([1, 2, 3, 4]);
    expect(ids(sort('missing', 'asc'))).toEqual([1, 2, 3, 4]);
  });
});

describe('sortableColumns', () => {
  it('leaves out the columns marked unsortable and the actions column', () => {
    expect(sortableColumns(columns).map((column) => column.field)).toEqual(['id', 'buyer', 'amount', 'product']);
  });
});

describe('pageRows', () => {
  const rows = Array.from({ length: 30 }, (_, index) => index + 1);

  it('gives the rows of the page asked for', () => {
    expect(pageRows(rows, { page: 1, pageSize: 25 })).toEqual([26, 27, 28, 29, 30]);
    expect(pageRows(rows, { page: 0, pageSize: 10 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows the last page when the page asked for is past the end (after rows were removed)', () => {
    expect(pageRows(rows.slice(0, 20), { page: 1, pageSize: 25 })).toHaveLength(20);
    expect(pageRows([], { page: 3, pageSize: 25 })).toEqual([]);
  });
});

describe('displayedRowsLabel', () => {
  it("says 'about' when the server estimated the count", () => {
    expect(displayedRowsLabel({ from: 1, to: 25, count: 420 })).toBe('1–25 of 420');
    expect(displayedRowsLabel({ from: 26, to: 50, count: 10_001 }, true)).toBe('26–50 of about 10,001');
  });
});
