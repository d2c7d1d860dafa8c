import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowId,
  type GridSortDirection,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { useMemo, useState } from 'react';

import { displayedRowsLabel, pageRows, sortableColumns, sortRows } from './list-rows';
import { type ListCardDefinition, ListCards } from './ListCards';

export type { ListCardDefinition } from './ListCards';

/** Rows a page shows before the grid pages them; the footer appears only then. */
export const LIST_PAGE_SIZE = 25;

export interface ListGridServerPaging {
  /** Matching rows on the server, not just this page. */
  rowCount: number;
  /** The server counted up to a limit and estimated beyond it: the pager says 'of about N'. */
  rowCountIsEstimate?: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}

export interface ListGridServerSorting {
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

export interface ListGridProps<Row extends GridValidRowModel> {
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  /** The grid's accessible name, and the card list's. */
  label: string;
  /** What each row's card shows below 600 px, where a row of columns does not fit. */
  card: ListCardDefinition<Row>;
  rowHeight?: number;
  /** Rows as tall as their content (a cell listing several lines), at least `rowHeight`. */
  autoRowHeight?: boolean;
  loading?: boolean;
  pageSizeOptions?: number[];
  /** Rows on the first page when the browser pages; one of pageSizeOptions. */
  defaultPageSize?: number;
  /** Given when the server pages: `rows` are the page shown. Otherwise the whole list is here and pages in the browser. */
  serverPaging?: ListGridServerPaging;
  /** Given when the server sorts; otherwise the browser sorts by the columns' values. */
  serverSorting?: ListGridServerSorting;
  /** The directions a sort goes through, as the grid's sortingOrder. */
  sortingOrder?: GridSortDirection[];
  disableSorting?: boolean;
  /** A click on the row (the card on phones); keep an action that does the same for keyboard users. */
  onRowClick?: (row: Row) => void;
  noRowsLabel?: string;
  getRowId?: (row: Row) => GridRowId;
  /** 'none' when the list sits inside a card of its own. */
  frame?: 'outlined' | 'none';
}

const autoHeightOfRow = () => 'auto' as const;
const defaultRowId = (row: GridValidRowModel): GridRowId => row.id as GridRowId;
const phoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * A list as a data grid, and below 600 px as a column of cards (docs/decisions/0068-lists-on-phones.md): the same rows,
 * row click, actions, paging and sort either way, so nothing sits off-screen on a phone.
 */
export function ListGrid<Row extends GridValidRowModel>({
  rows,
  columns,
  label,
  card,
  rowHeight = 64,
  autoRowHeight = false,
  loading = false,
  pageSizeOptions = [LIST_PAGE_SIZE, 50, 100],
  defaultPageSize = LIST_PAGE_SIZE,
  serverPaging,
  serverSorting,
  sortingOrder = ['asc', 'desc', null],
  disableSorting = false,
  onRowClick,
  noRowsLabel = 'No rows',
  getRowId = defaultRowId,
  frame = 'outlined',
}: ListGridProps<Row>) {
  const asCards = useMediaQuery(phoneQuery, { noSsr: true });
  const apiRef = useGridApiRef();
  const [clientPaging, setClientPaging] = useState<GridPaginationModel>({ page: 0, pageSize: defaultPageSize });
  const [clientSort, setClientSort] = useState<GridSortModel>([]);
  // A list held here that lost rows (a deletion) shows its last page rather than an empty one past the end.
  const lastClientPage = Math.max(0, Math.ceil(rows.length / clientPaging.pageSize) - 1);
  const paginationModel = useMemo(
    () => serverPaging?.paginationModel ?? (clientPaging.page > lastClientPage ? { ...clientPaging, page: lastClientPage } : clientPaging),
    [serverPaging?.paginationModel, clientPaging, lastClientPage],
  );
  const onPaginationModelChange = serverPaging?.onPaginationModelChange ?? setClientPaging;
  const sortModel = serverSorting?.sortModel ?? clientSort;
  const onSortModelChange = serverSorting?.onSortModelChange ?? setClientSort;
  // A list held in the browser that fits on its smallest page needs no pager.
  const hidePager = !serverPaging && rows.length <= Math.min(...pageSizeOptions);
  const estimate = serverPaging?.rowCountIsEstimate ?? false;

  const localeText = useMemo(
    () => ({
      noRowsLabel,
      noResultsOverlayLabel: noRowsLabel,
      paginationDisplayedRows: (shown: { from: number; to: number; count: number }) => displayedRowsLabel(shown, estimate),
    }),
    [noRowsLabel, estimate],
  );

  const cardRows = useMemo(() => {
    if (!asCards || serverPaging) return rows;
    const sorted = serverSorting || disableSorting ? [...rows] : sortRows(rows, columns, sortModel, getRowId, apiRef);
    return pageRows(sorted, paginationModel);
  }, [asCards, rows, columns, sortModel, paginationModel, serverPaging, serverSorting, disableSorting, getRowId, apiRef]);

  if (asCards) {
    const cards = (
      <ListCards
        rows={cardRows}
        card={card}
        label={label}
        getRowId={getRowId}
        loading={loading}
        noRowsLabel={noRowsLabel}
        onRowClick={onRowClick}
        paging={
          hidePager
            ? null
            : {
                rowCount: serverPaging?.rowCount ?? rows.length,
                rowCountIsEstimate: estimate,
                model: paginationModel,
                onChange: onPaginationModelChange,
                pageSizeOptions,
              }
        }
        sorting={
          // Nothing to order in a list of one.
          disableSorting || (serverPaging?.rowCount ?? rows.length) < 2
            ? null
            : { columns: sortableColumns(columns), model: sortModel, onChange: onSortModelChange, order: sortingOrder }
        }
      />
    );
    // Inside a card of its own, the cards keep off its edges.
    return frame === 'none' ? <Box sx={{ px: 2, pb: 2 }}>{cards}</Box> : cards;
  }

  const grid = (
    <DataGrid
      apiRef={apiRef}
      aria-label={label}
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      rowHeight={rowHeight}
      getRowHeight={autoRowHeight ? autoHeightOfRow : undefined}
      autoHeight
      loading={loading}
      disableRowSelectionOnClick
      disableColumnMenu
      disableColumnFilter
      disableColumnSorting={disableSorting}
      paginationMode={serverPaging ? 'server' : 'client'}
      sortingMode={serverSorting ? 'server' : 'client'}
      filterMode={serverPaging ? 'server' : 'client'}
      rowCount={serverPaging?.rowCount}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      pageSizeOptions={pageSizeOptions}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      sortingOrder={sortingOrder}
      hideFooter={hidePager}
      onRowClick={onRowClick ? ({ row }) => onRowClick(row as Row) : undefined}
      localeText={localeText}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{
        border: 0,
        ...(frame === 'none' ? { borderTop: 1, borderColor: 'divider', borderRadius: 0 } : {}),
        ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
      }}
    />
  );
  return frame === 'none' ? (
    grid
  ) : (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {grid}
    </Paper>
  );
}
