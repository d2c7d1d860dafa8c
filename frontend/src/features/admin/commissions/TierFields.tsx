import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import type { DiscountType, TierDraft } from './commission-form';

export interface TierFieldsProps {
  tier: TierDraft;
  /** 1-based, for labels. */
  position: number;
  onChange: (tier: TierDraft) => void;
  onRemove: () => void;
}

const DISCOUNT_TYPES: { value: DiscountType; label: string }[] = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed Amount' },
];

/** One volume discount tier: min volume (L$), discount type, discount value (% or L$). */
export function TierFields({ tier, position, onChange, onRemove }: TierFieldsProps) {
  const unit = tier.discountType === 'percentage' ? '%' : 'L$';
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }} aria-label={`Tier ${position}`}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          label="Min Volume (L$)"
          type="number"
          value={tier.minVolume}
          onChange={(event) => onChange({ ...tier, minVolume: event.target.value })}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          margin="dense"
        />
        <TextField
          select
          label="Discount Type"
          value={tier.discountType}
          onChange={(event) => onChange({ ...tier, discountType: event.target.value as DiscountType })}
          margin="dense"
        >
          {DISCOUNT_TYPES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={`Discount Value (${unit})`}
          type="number"
          value={tier.discountValue}
          onChange={(event) => onChange({ ...tier, discountValue: event.target.value })}
          slotProps={{ htmlInput: { min: 0, step: tier.discountType === 'percentage' ? 0.1 : 1, inputMode: 'decimal' } }}
          margin="dense"
        />
        <IconButton aria-label={`Remove tier ${position}`} onClick={onRemove} sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}>
          <DeleteOutlined />
        </IconButton>
      </Stack>
    </Paper>
  );
}
