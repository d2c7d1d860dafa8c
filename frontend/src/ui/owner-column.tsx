import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

import type { OwnerDto } from '../api/generated/model';
import { OwnerLabel } from './OwnerLabel';

/** The Owner column of an admin's list of every merchant's rows (sorted and searched by the owner's name). */
export function ownerColumn<Row extends GridValidRowModel & { owner: OwnerDto }>(currentUserId: string | null): GridColDef<Row> {
  return {
    field: 'owner',
    headerName: 'Owner',
    flex: 1,
    minWidth: 170,
    sortable: false,
    valueGetter: (_value, row) => row.owner.name,
    renderCell: ({ row }) => <OwnerLabel owner={row.owner} currentUserId={currentUserId} />,
  };
}
