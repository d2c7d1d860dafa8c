import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SystemUpdateAltOutlined from '@mui/icons-material/SystemUpdateAltOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';

import type { ProductDto, VendorDto } from '../../api/generated/model';
import { useAuth } from '../../auth/auth-context';
import { formatLindens } from '../../ui/format-money';
import { type ListCardDefinition, ListGrid } from '../../ui/ListGrid';
import { ownerColumn } from '../../ui/owner-column';
import { OwnerLabel } from '../../ui/OwnerLabel';
import { type ListRowAction, rowActionsColumn } from '../../ui/row-actions';
import { publishPath } from '../updates/update-progress';
import { previewDescription } from './description-preview';
import { ProductPicture } from './ProductPicture';

export interface ProductsTableProps {
  products: ProductDto[];
  vendors: readonly VendorDto[];
  onEdit: (product: ProductDto) => void;
  onDelete: (product: ProductDto) => void;
}

type ProductCell = GridRenderCellParams<ProductDto>;

function ProductCellContent({ row }: ProductCell) {
  const description = previewDescription(row.description);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <ProductPicture textureKey={row.textureKey} name={row.name} />
      <Stack sx={{ justifyContent: 'center', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {row.name}
          </Typography>
          {row.giftCardValue !== null ? (
            <Chip size="small" variant="outlined" color="secondary" label={`Gift card ${formatLindens(row.giftCardValue)}`} sx={{ flexShrink: 0 }} />
          ) : null}
        </Stack>
        {/* The product id goes into the vendor script's product_id: shown so the merchant can copy it. */}
        <Typography variant="caption" color="text.secondary" noWrap title={row.description ?? undefined}>
          Product #{row.id}
          {description ? ` · ${description}` : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** The vendor's name first, then its id (what a merchant recognises, then what the scripts and filters use). */
function VendorCellContent({ id, name }: { id: number; name: string | undefined }) {
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {name ?? `Vendor #${id}`}
      </Typography>
      {name ? (
        <Typography variant="caption" color="text.secondary" noWrap>
          Vendor #{id}
        </Typography>
      ) : null}
    </Stack>
  );
}

function StatusChip({ row }: { row: ProductDto }) {
  return (
    <Chip
      size="small"
      label={row.isActive ? 'Active' : 'Inactive'}
      color={row.isActive ? 'success' : 'default'}
      variant={row.isActive ? 'filled' : 'outlined'}
    />
  );
}

/** Units left, with a warning when low and when sold out; products without stock sell without limit. */
function StockCellContent({ row }: { row: ProductDto }) {
  if (row.stock === null) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        Unlimited
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Typography variant="body2" component="span">
        {row.stock}
      </Typography>
      {row.soldOut ? <Chip size="small" label="Sold out" color="error" variant="outlined" /> : null}
      {!row.soldOut && row.lowStock ? <Chip size="small" label="Low stock" color="warning" variant="outlined" /> : null}
    </Stack>
  );
}

function ItemNameCellContent({ row }: { row: ProductDto }) {
  return row.itemName ? (
    <Typography variant="body2" noWrap component="span">
      {row.itemName}
    </Typography>
  ) : (
    <Typography variant="body2" color="text.secondary" component="span">
      Not set
    </Typography>
  );
}

/** Products: Product (picture, name), Vendor, Order, Price, Status, Stock (docs/decisions/0021-stock-and-availability.md), Item name, Actions. */
export function ProductsTable({ products, vendors, onEdit, onDelete }: ProductsTableProps) {
  const vendorNames = useMemo(() => new Map(vendors.map((vendor) => [vendor.id, vendor.name])), [vendors]);
  // A new version is published (and sent) by the product's owner only: an admin sees every merchant's products here.
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const ownVendors = useMemo(() => new Set(vendors.filter((vendor) => vendor.ownerId === user?.id).map((vendor) => vendor.id)), [vendors, user?.id]);
  const actions = useCallback(
    (product: ProductDto): ListRowAction[] => [
      { label: 'Edit', icon: <EditOutlined />, onClick: () => onEdit(product) },
      { label: 'Delete', icon: <DeleteOutlined />, onClick: () => onDelete(product) },
      ...(ownVendors.has(product.vendorId)
        ? [{ label: 'Publish new version', icon: <SystemUpdateAltOutlined />, onClick: () => void navigate(publishPath(product.id)), inMenu: true }]
        : []),
    ],
    [onEdit, onDelete, ownVendors, navigate],
  );

  const columns = useMemo<GridColDef<ProductDto>[]>(
    () => [
      { field: 'name', headerName: 'Product', flex: 2, minWidth: 220, renderCell: ProductCellContent },
      {
        field: 'vendorId',
        headerName: 'Vendor',
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }: ProductCell) => <VendorCellContent id={row.vendorId} name={vendorNames.get(row.vendorId)} />,
      },
      // The product's place on its vendor (lowest first): sort by it to see a vendor's order.
      { field: 'displayOrder', headerName: 'Order', type: 'number', minWidth: 90 },
      {
        field: 'price',
        headerName: 'Price',
        type: 'number',
        minWidth: 120,
        valueFormatter: (value: number) => formatLindens(value),
      },
      { field: 'isActive', headerName: 'Status', minWidth: 110, renderCell: StatusChip },
      { field: 'stock', headerName: 'Stock', minWidth: 150, renderCell: StockCellContent },
      { field: 'itemName', headerName: 'Item name', flex: 1, minWidth: 160, renderCell: ItemNameCellContent },
      // An admin lists every merchant's products: whose each is.
      ...(isAdmin ? [ownerColumn<ProductDto>(user?.id ?? null)] : []),
      rowActionsColumn(actions),
    ],
    [vendorNames, actions, isAdmin, user?.id],
  );

  // On a phone: the product, its vendor and price first, then its picture, stock, item name and order.
  const card = useMemo<ListCardDefinition<ProductDto>>(
    () => ({
      name: (row) => row.name,
      title: (row) => (
        <>
          {row.name}
          {row.giftCardValue !== null ? (
            <Chip size="small" variant="outlined" color="secondary" label={`Gift card ${formatLindens(row.giftCardValue)}`} sx={{ ml: 1 }} />
          ) : null}
        </>
      ),
      subtitle: (row) => {
        const description = previewDescription(row.description);
        return `Product #${row.id}${description ? ` · ${description}` : ''}`;
      },
      status: (row) => <StatusChip row={row} />,
      who: (row) => vendorNames.get(row.vendorId) ?? `Vendor #${row.vendorId}`,
      amount: (row) => formatLindens(row.price),
      details: [
        { label: 'Picture', value: (row) => <ProductPicture textureKey={row.textureKey} name={row.name} /> },
        { label: 'Stock', value: (row) => <StockCellContent row={row} /> },
        { label: 'Item name', value: (row) => <ItemNameCellContent row={row} /> },
        { label: 'Order', value: (row) => row.displayOrder },
        ...(isAdmin ? [{ label: 'Owner', value: (row: ProductDto) => <OwnerLabel owner={row.owner} currentUserId={user?.id ?? null} /> }] : []),
      ],
      actions,
    }),
    [vendorNames, actions, isAdmin, user?.id],
  );

  return <ListGrid rows={products} columns={columns} label="Products" card={card} />;
}
