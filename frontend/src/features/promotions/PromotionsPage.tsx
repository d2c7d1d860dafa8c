import Add from '@mui/icons-material/Add';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';

import { useGetProducts } from '../../api/generated/endpoints/products/products';
import { useDeletePromotion, useGetPromotions, useUpdatePromotion } from '../../api/generated/endpoints/promotions/promotions';
import type { PromotionDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { TableSkeleton } from '../../ui/TableSkeleton';
import { useToast } from '../../ui/toast/toast-context';
import { type MutationCallbacks, useConfirmedActions } from '../../ui/use-confirmed-actions';
import { PromotionFormDialog } from './PromotionFormDialog';
import { PromotionsTable } from './PromotionsTable';
import { StackDiscountsSetting } from './StackDiscountsSetting';

const SKELETON_HEADERS = ['Promotion', 'Takes off', 'Applies to', 'Code', 'Uses', 'Period (SLT)', 'Status', 'Active', 'Actions'];
const SKELETON_ROWS = 5;

interface FormState {
  open: boolean;
  promotion: PromotionDto | null;
  /** Changes on every opening, so the form starts afresh. */
  session: number;
}

export function PromotionsPage() {
  const promotions = useGetPromotions();
  const products = useGetProducts();
  const [form, setForm] = useState<FormState>({ open: false, promotion: null, session: 0 });
  const [toDelete, setToDelete] = useState<PromotionDto | null>(null);
  const deletePromotion = useDeletePromotion();
  // mutate keeps its identity across renders, so the table's columns are not rebuilt on every render.
  const { mutate: updatePromotion } = useUpdatePromotion();
  // The switch just flipped, shown in its new position while it is saved.
  const [toggling, setToggling] = useState<{ id: number; isActive: boolean } | null>(null);
  const invalidatePromotions = useRefreshAfter('/api/promotions');
  const { toast } = useToast();
  const { subject: deleting, run } = useConfirmedActions(toDelete, () => setToDelete(null));

  const openCreate = () => setForm((current) => ({ open: true, promotion: null, session: current.session + 1 }));
  const openEdit = useCallback((promotion: PromotionDto) => setForm((current) => ({ open: true, promotion, session: current.session + 1 })), []);
  const closeForm = () => setForm((current) => ({ ...current, open: false }));

  const toggleActive = useCallback(
    (promotion: PromotionDto, isActive: boolean) => {
      setToggling({ id: promotion.id, isActive });
      updatePromotion(
        { id: promotion.id, data: { isActive } },
        {
          onSuccess: async () => {
            await invalidatePromotions();
            setToggling(null);
            toast({ variant: 'success', title: 'Success', description: `"${promotion.name}" ${isActive ? 'switched on' : 'switched off'}` });
          },
          onError: (error) => {
            setToggling(null);
            toast({ title: 'Error', description: `Failed to update promotion: ${error.message}`, variant: 'destructive' });
          },
        },
      );
    },
    [updatePromotion, invalidatePromotions, toast],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    run((callbacks: MutationCallbacks<void>) => deletePromotion.mutate({ id: deleting.id }, callbacks), {
      refresh: invalidatePromotions,
      success: () => ({ title: 'Promotion deleted', description: `"${deleting.name}" no longer applies; sales it discounted keep their discount.` }),
      failure: 'Failed to delete promotion',
    });
  };

  const newButton = (
    <Button variant="contained" startIcon={<Add />} onClick={openCreate}>
      New promotion
    </Button>
  );

  let content;
  if (promotions.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void promotions.refetch()}>
            Retry
          </Button>
        }
      >
        {promotions.error.message}
      </Alert>
    );
  } else if (promotions.isPending) {
    content = <TableSkeleton headers={SKELETON_HEADERS} rows={SKELETON_ROWS} label="Loading promotions" />;
  } else if (promotions.data.length === 0) {
    content = (
      <EmptyState
        icon={<LocalOfferOutlined />}
        title="No promotions yet"
        description="Create a sale, a coupon, a VIP list or a loyalty reward to lower your prices in-world"
        action={newButton}
      />
    );
  } else {
    content = <PromotionsTable promotions={promotions.data} toggling={toggling} onToggleActive={toggleActive} onEdit={openEdit} onDelete={setToDelete} />;
  }

  return (
    <>
      <PageHeader title="Promotions" subtitle="Sales, coupons, VIP lists and loyalty rewards your vendors apply in-world" actions={newButton} />
      <StackDiscountsSetting />
      {content}
      <PromotionFormDialog key={form.session} open={form.open} promotion={form.promotion} products={products.data ?? []} onClose={closeForm} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete promotion?"
        description={`"${deleting?.name ?? ''}" will be deleted and no longer applies to sales. Sales it already discounted keep their discount.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletePromotion.isPending}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
