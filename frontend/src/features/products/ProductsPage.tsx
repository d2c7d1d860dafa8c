import Add from '@mui/icons-material/Add';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useDeleteProduct, useGetProducts } from '../../api/generated/endpoints/products/products';
import { useGetVendors } from '../../api/generated/endpoints/vendors/vendors';
import type { ProductDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { useAuth } from '../../auth/auth-context';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { PlatformScopeNote } from '../../ui/OwnerLabel';
import { PageHeader } from '../../ui/PageHeader';
import { useToast } from '../../ui/toast/toast-context';
import { ProductFormDialog } from './ProductFormDialog';
import { ProductImportDialog } from './ProductImportDialog';
import { ProductsTable } from './ProductsTable';
import { ProductsTableSkeleton } from './ProductsTableSkeleton';

interface FormState {
  open: boolean;
  product: ProductDto | null;
  /** Changes on every opening, so the form starts afresh. */
  session: number;
}

export function ProductsPage() {
  const { isAdmin } = useAuth();
  const products = useGetProducts();
  const vendors = useGetVendors();
  const [form, setForm] = useState<FormState>({ open: false, product: null, session: 0 });
  const [importing, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<ProductDto | null>(null);
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [lastToDelete, setLastToDelete] = useState<ProductDto | null>(null);
  const deleteProduct = useDeleteProduct();
  const invalidateProducts = useRefreshAfter('/api/products');
  const { toast } = useToast();

  const vendorList = vendors.data ?? [];
  const hasNoVendors = vendors.isSuccess && vendorList.length === 0;
  const openCreate = () => setForm((current) => ({ open: true, product: null, session: current.session + 1 }));
  const openEdit = useCallback((product: ProductDto) => setForm((current) => ({ open: true, product, session: current.session + 1 })), []);
  const askDelete = useCallback((product: ProductDto) => {
    setToDelete(product);
    setLastToDelete(product);
  }, []);
  const closeForm = () => setForm((current) => ({ ...current, open: false }));

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteProduct.mutate(
      { id: toDelete.id },
      {
        // The API says whether the product was deleted or, having sales, deactivated.
        onSuccess: async (outcome) => {
          await invalidateProducts();
          toast({ variant: 'success', title: outcome.deleted ? 'Product deleted' : 'Product deactivated', description: outcome.message });
          setToDelete(null);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to delete product', variant: 'destructive' }),
      },
    );
  };

  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={openCreate} disabled={!vendors.isSuccess || hasNoVendors}>
      Add Product
    </Button>
  );

  const headerActions = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)} disabled={!vendors.isSuccess || hasNoVendors}>
        Upload Products
      </Button>
      {addButton}
    </Stack>
  );

  return (
    <>
      <PageHeader title="Products" subtitle="Manage the products your vendors sell in-world" actions={headerActions} />
      {isAdmin ? <PlatformScopeNote things="products" /> : null}
      {hasNoVendors ? (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to="/vendors" color="inherit" size="small">
              Go to Vendors
            </Button>
          }
        >
          Create a vendor first: every product is sold by one of your vendors.
        </Alert>
      ) : null}
      {products.isError || vendors.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void Promise.all([products.refetch(), vendors.refetch()])}>
              Retry
            </Button>
          }
        >
          {(products.error ?? vendors.error)?.message}
        </Alert>
      ) : products.isPending || vendors.isPending ? (
        <ProductsTableSkeleton />
      ) : products.data.length === 0 ? (
        <EmptyState
          icon={<Inventory2Outlined />}
          title="No products yet"
          description="Add a product to one of your vendors to start selling it in-world"
          action={addButton}
        />
      ) : (
        <ProductsTable products={products.data} vendors={vendorList} onEdit={openEdit} onDelete={askDelete} />
      )}
      <ProductImportDialog open={importing} onClose={() => setImporting(false)} />
      <ProductFormDialog key={form.session} open={form.open} product={form.product} vendors={vendorList} onClose={closeForm} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete product?"
        description={`"${lastToDelete?.name ?? ''}" will be deleted. If it already has sales, it is deactivated instead so its transactions keep their history.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteProduct.isPending}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
