import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

import { useCreatePromotion, useUpdatePromotion } from '../../api/generated/endpoints/promotions/promotions';
import type { ProductDto, PromotionDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { ActiveSwitchField } from '../../ui/ActiveSwitchField';
import { EntityFormFrame } from '../../ui/EntityFormFrame';
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
  const { editing, values, errors, change } = form;

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
      <TextField
        select
        label="Kind"
        name="kind"
        value={values.kind}
        onChange={(event) => change('kind', event.target.value as PromotionKind)}
        error={errors.kind !== undefined}
        helperText={errors.kind ?? (editing ? "A promotion's kind cannot change" : KIND_HELP[values.kind])}
        disabled={editing}
        required
        autoFocus={!editing}
      >
        {(Object.keys(KIND_LABELS) as PromotionKind[]).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Name"
        name="name"
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={errors.name !== undefined}
        helperText={errors.name ?? 'For you; buyers do not see it'}
        placeholder="e.g. Winter sale"
        required
        autoFocus={editing}
      />
      <PromotionKindFields values={values} errors={errors} products={products} change={change} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {PERIOD_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type="datetime-local"
            value={values[field.name]}
            onChange={(event) => change(field.name, event.target.value)}
            error={errors[field.name] !== undefined}
            helperText={errors[field.name] ?? field.help}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <ActiveSwitchField checked={values.isActive} error={errors.isActive} onChange={(checked) => change('isActive', checked)} />
    </EntityFormFrame>
  );
}
