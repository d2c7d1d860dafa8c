import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

import { useCreatePromotion, useUpdatePromotion } from '../../api/generated/endpoints/promotions/promotions';
import type { ProductDto, PromotionDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ActiveSwitchField } from '../../ui/ActiveSwitchField';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
import { FormTextField } from '../../ui/FormTextField';
import { useEntityForm } from '../../ui/use-entity-form';
import { promotionFieldErrors, promotionFormValues, type PromotionKind, toPromotionInput, validatePromotionForm } from './promotion-form';
import { KIND_LABELS } from './promotion-format';
import { PromotionKindFields } from './PromotionKindFields';

const KIND_HELP: Record<PromotionKind, string> = {
  sale: 'Every buyer gets it, on all products or one',
  coupon: 'Buyers who type its code at the vendor get it',
  vip: 'The avatars on the list get it',
  loyalty: 'Buyers who have spent enough with you get it',
};

/** Start and end, two fields a row; blank leaves that end open. */
const PERIOD_FIELDS = [
  { name: 'startsAt', label: 'Starts (SLT)', help: 'Second Life time; empty: at once' },
  { name: 'endsAt', label: 'Ends (SLT)', help: 'Second Life time; empty: no end' },
] as const;

export interface PromotionFormDialogProps {
  open: boolean;
  /** The promotion to edit; without one the dialog creates a promotion. */
  promotion: PromotionDto | null;
  /** The products a sale or coupon can be limited to. */
  products: readonly ProductDto[];
  onClose: () => void;
}

/** Create and edit share this form; give it a new `key` on each opening so it starts from the promotion's values. */
export function PromotionFormDialog({ open, promotion, products, onClose }: PromotionFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <PromotionForm titleId={titleId} promotion={promotion} products={products} onClose={onClose} />
    </Dialog>
  );
}

interface PromotionFormProps {
  titleId: string;
  promotion: PromotionDto | null;
  products: readonly ProductDto[];
  onClose: () => void;
}

function PromotionForm({ titleId, promotion, products, onClose }: PromotionFormProps) {
  const form = useEntityForm({
    editingId: promotion?.id ?? null,
    initialValues: () => promotionFormValues(promotion),
    toInput: toPromotionInput,
    validate: validatePromotionForm,
    fieldErrorsOf: promotionFieldErrors,
    create: useCreatePromotion(),
    update: useUpdatePromotion(),
    invalidate: useRefreshAfter('/api/promotions'),
    messages: {
      created: 'Promotion created successfully',
      updated: 'Promotion updated successfully',
      createFailed: 'Failed to create promotion',
      updateFailed: 'Failed to update promotion',
    },
    onClose,
  });
  const { editing, values } = form;

  return (
    <EntityFormFrame
      titleId={titleId}
      title={editing ? 'Edit Promotion' : 'New Promotion'}
      description={
        editing ? "Change this promotion's discount, period and status" : 'Lower your prices in-world with a sale, a coupon, a VIP list or a loyalty reward'
      }
      createLabel="Create Promotion"
      form={form}
      onCancel={onClose}
    >
      <FormTextField
        form={form}
        name="kind"
        parse={(text) => text as PromotionKind}
        select
        label="Kind"
        hint={editing ? "A promotion's kind cannot change" : KIND_HELP[values.kind]}
        disabled={editing}
        required
        autoFocus={!editing}
      >
        {(Object.keys(KIND_LABELS) as PromotionKind[]).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField form={form} name="name" label="Name" hint="For you; buyers do not see it" placeholder="e.g. Winter sale" required autoFocus={editing} />
      <PromotionKindFields form={form} products={products} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {PERIOD_FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            form={form}
            name={field.name}
            label={field.label}
            type="datetime-local"
            hint={field.help}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <ActiveSwitchField form={form} />
    </EntityFormFrame>
  );
}
