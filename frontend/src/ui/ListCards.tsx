import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel, GridSortDirection, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { type ReactNode, useId } from 'react';

import { displayedRowsLabel } from './list-rows';
import { CardRowActions, type RowActions } from './row-actions';

/** What a row's card shows, first things first (docs/decisions/0068-lists-on-phones.md). */
export interface ListCardDefinition<Row> {
  /** What the row is, in bold at the top: the product, the sale, the request. */
  title: (row: Row) => ReactNode;
  /** A muted line under the title (ids, kind). */
  subtitle?: (row: Row) => ReactNode;
  /** The status chip, at the top right. */
  status?: (row: Row) => ReactNode;
  /** Who the row is about: buyer, holder, customer, actor. */
  who?: (row: Row) => ReactNode;
  /** How much, at the right of who. */
  amount?: (row: Row) => ReactNode;
  /** Further facts, each with its label, in this order. */
  details?: { label: string; value: (row: Row) => ReactNode }[];
  /** Controls that are not actions, shown above them (the promotion's Active switch). */
  controls?: (row: Row) => ReactNode;
  /** The row's actions, the same as in the grid's Actions column. */
  actions?: RowActions<Row>;
  /** The row's name for assistive technology ('request #12'), used for its menu of further actions. */
  name: (row: Row) => string;
}

export interface ListCardsProps<Row extends GridValidRowModel> {
  rows: readonly Row[];
  card: ListCardDefinition<Row>;
  label: string;
  getRowId: (row: Row) => string | number;
  loading: boolean;
  noRowsLabel: string;
  onRowClick?: (row: Row) => void;
  /** Null hides the pager (a list that fits on one page). */
  paging: {
    rowCount: number;
    rowCountIsEstimate: boolean;
    model: GridPaginationModel;
    onChange: (model: GridPaginationModel) => void;
    pageSizeOptions: number[];
  } | null;
  /** Null when the list cannot be sorted. */
  sorting: {
    columns: GridColDef<Row>[];
    model: GridSortModel;
    onChange: (model: GridSortModel) => void;
    /** The directions offered, as the grid's sortingOrder (null: the list's own order). */
    order: readonly GridSortDirection[];
  } | null;
}

const fieldSx = { minWidth: 0, overflowWrap: 'anywhere' } as const;

function RowCard<Row extends GridValidRowModel>({ row, card, onRowClick }: { row: Row; card: ListCardDefinition<Row>; onRowClick?: (row: Row) => void }) {
  const who = card.who?.(row);
  const amount = card.amount?.(row);
  const actions = card.actions?.(row) ?? [];
  const controls = card.controls?.(row);
  const titleId = useId();
  return (
    <Card
      component="li"
      aria-labelledby={titleId}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      sx={{ listStyle: 'none', height: 'auto', cursor: onRowClick ? 'pointer' : undefined }}
    >
      <CardContent sx={{ p: 2, '&:last-child': { pb: actions.length > 0 || controls ? 1 : 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={fieldSx}>
            <Typography id={titleId} data-field="title" variant="subtitle2" component="div" sx={{ fontWeight: 600, ...fieldSx }}>
              {card.title(row)}
            </Typography>
            {card.subtitle ? (
              <Typography variant="caption" component="div" color="text.secondary" sx={fieldSx}>
                {card.subtitle(row)}
              </Typography>
            ) : null}
          </Box>
          {card.status ? (
            <Box data-field="status" sx={{ flexShrink: 0 }}>
              {card.status(row)}
            </Box>
          ) : null}
        </Stack>
        {who !== undefined || amount !== undefined ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Box data-field="who" sx={{ ...fieldSx, typography: 'body2' }}>
              {who}
            </Box>
            {amount !== undefined ? (
              <Box data-field="amount" sx={{ flexShrink: 0, typography: 'subtitle1', fontWeight: 600 }}>
                {amount}
              </Box>
            ) : null}
          </Stack>
        ) : null}
        {card.details && card.details.length > 0 ? (
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, typography: 'body2' }}
          >
            {card.details.map((detail) => (
              <Box key={detail.label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {detail.label}
                </Box>
                <Box component="dd" sx={{ m: 0, ...fieldSx }}>
                  {detail.value(row)}
                </Box>
              </Box>
            ))}
          </Box>
        ) : null}
        {controls ? (
          <Box sx={{ mt: 1 }} onClick={(event) => event.stopPropagation()}>
            {controls}
          </Box>
        ) : null}
        {actions.length > 0 ? (
          <Box sx={{ mt: 1, mx: -0.5 }}>
            <CardRowActions actions={actions} rowName={card.name(row)} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SortControl<Row extends GridValidRowModel>({ sorting }: { sorting: NonNullable<ListCardsProps<Row>['sorting']> }) {
  const current = sorting.model[0];
  const directions = sorting.order.filter((direction): direction is 'asc' | 'desc' => direction !== null && direction !== undefined);
  const canBeUnsorted = sorting.order.includes(null) || sorting.order.length === 0;
  const direction = current?.sort ?? directions[0] ?? 'asc';
  const otherDirection = direction === 'asc' ? 'desc' : 'asc';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        margin="none"
        label="Sort by"
        value={current?.field ?? ''}
        onChange={(event) => {
          const field = event.target.value;
          sorting.onChange(field === '' ? [] : [{ field, sort: directions[0] ?? 'asc' }]);
        }}
        // The list's own order reads 'Default order', not an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {canBeUnsorted || !current ? <MenuItem value="">Default order</MenuItem> : null}
        {sorting.columns.map((column) => (
          <MenuItem key={column.field} value={column.field}>
            {column.headerName ?? column.field}
          </MenuItem>
        ))}
      </TextField>
      {current && directions.includes(otherDirection) ? (
        <IconButton
          aria-label={direction === 'asc' ? 'Ascending: sort descending' : 'Descending: sort ascending'}
          title={direction === 'asc' ? 'Ascending' : 'Descending'}
          onClick={() => sorting.onChange([{ field: current.field, sort: otherDirection }])}
        >
          {direction === 'asc' ? <ArrowUpwardOutlined /> : <ArrowDownwardOutlined />}
        </IconButton>
      ) : null}
    </Stack>
  );
}

/** The list as a column of cards, for phones: the same rows, actions, paging and sort as the grid. */
export function ListCards<Row extends GridValidRowModel>({
  rows,
  card,
  label,
  getRowId,
  loading,
  noRowsLabel,
  onRowClick,
  paging,
  sorting,
}: ListCardsProps<Row>) {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', minWidth: 0 }}>
      {sorting && sorting.columns.length > 0 ? <SortControl sorting={sorting} /> : null}
      {loading ? <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} /> : null}
      {rows.length === 0 ? (
        loading ? (
          <Stack spacing={1.5}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={120} />
            ))}
          </Stack>
        ) : (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {noRowsLabel}
            </Typography>
          </Paper>
        )
      ) : (
        <Stack component="ul" aria-label={label} spacing={1.5} sx={{ m: 0, p: 0 }}>
          {rows.map((row) => (
            <RowCard key={getRowId(row)} row={row} card={card} onRowClick={onRowClick} />
          ))}
        </Stack>
      )}
      {paging ? (
        <TablePagination
          component="div"
          count={paging.rowCount}
          page={paging.model.page}
          rowsPerPage={paging.model.pageSize}
          rowsPerPageOptions={paging.pageSizeOptions}
          onPageChange={(_event, page) => paging.onChange({ ...paging.model, page })}
          onRowsPerPageChange={(event) => paging.onChange({ page: 0, pageSize: Number(event.target.value) })}
          labelRowsPerPage="Per page:"
          labelDisplayedRows={(shown) => displayedRowsLabel(shown, paging.rowCountIsEstimate)}
          sx={{
            overflow: 'visible',
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0, columnGap: 1 },
            '& .MuiTablePagination-spacer': { display: 'none' },
            '& .MuiTablePagination-input': { ml: 0.5, mr: 1 },
            '& .MuiTablePagination-actions': { ml: 0.5 },
          }}
        />
      ) : null}
    </Stack>
  );
}
