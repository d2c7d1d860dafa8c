import Paper from '@mui/material/Paper';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';

/** Rows a page shows before the grid pages them; the footer appears only then. */
export const LIST_PAGE_SIZE = 25;

export interface ListGridProps<Row extends GridValidRowModel> {
  rows: Row[];
  columns: GridColDef<Row>[];
  /** The grid's accessible name. */
  label: string;
  rowHeight?: number;
}

/** A whole list held in the page (products, promotions, gift cards), paged in the browser, in an outlined frame. */
export function ListGrid<Row extends GridValidRowModel>({ rows, columns, label, rowHeight = 64 }: ListGridProps<Row>) {
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowHeight={rowHeight}
        autoHeight
        disableRowSelectionOnClick
        disableColumnMenu
        pageSizeOptions={[LIST_PAGE_SIZE, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: LIST_PAGE_SIZE } } }}
        hideFooter={rows.length <= LIST_PAGE_SIZE}
        aria-label={label}
        sx={{ border: 0 }}
      />
    </Paper>
  );
}
