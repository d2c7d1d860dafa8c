import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

import type { ProductDto } from '../../api/generated/model';
import type { EntityForm } from '../../ui/use-entity-form';
import { type DiscountType, kindTakes, type PromotionFormErrors, type PromotionFormValues } from './promotion-form';

/** A whole number input: digits only on phones, at least 1. */
const WHOLE_INPUT = { htmlInput: { min: 1, step: 1, inputMode: 'numeric' } } as const;

export interface PromotionKindFieldsProps {
  values: PromotionFormValues;
  errors: PromotionFormErrors;
  products: readonly ProductDto[];
  change: EntityForm<PromotionFormValues>['change'];
}

/** The discount and the fields of the promotion's kind: product and code for sales and coupons, the list for VIPs, the L$ spent for loyalty. */
export function PromotionKindFields({ values, errors, products, change }: PromotionKindFieldsProps) {
  const typeLabelId = useId();
  const takes = kindTakes(values.kind);
  const byAmount = takes.amountOff && values.discountType === 'amount';

  return (
    <>
      {takes.amountOff ? (
        <FormControl component="fieldset" margin="normal" sx={{ display: 'block' }}>
          <FormLabel id={typeLabelId} component="legend">
            Takes off
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={typeLabelId}
            name="discountType"
            value={values.discountType}
            onChange={(event) => change('discountType', event.target.value as DiscountType)}
          >
            <FormControlLabel value="percent" control={<Radio />} label="A percent" />
            <FormControlLabel value="amount" control={<Radio />} label="Whole L$" />
          </RadioGroup>
        </FormControl>
      ) : null}
      <TextField
        label={byAmount ? 'L$ off' : 'Percent off'}
        name="discount"
        type="number"
        value={values.discount}
        onChange={(event) => change('discount', event.target.value)}
        error={errors.discount !== undefined}
        helperText={errors.discount ?? (byAmount ? 'Whole L$ taken off the price' : 'More than 0 and at most 100, up to 2 decimals')}
        required
        slotProps={
          byAmount
            ? { input: { startAdornment: <InputAdornment position="start">L$</InputAdornment> }, ...WHOLE_INPUT }
            : {
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { min: 0.01, max: 100, step: 0.01, inputMode: 'decimal' },
              }
        }
      />
      {takes.product ? (
        <TextField
          select
          label="Product"
          name="productId"
          value={values.productId}
          onChange={(event) => change('productId', event.target.value === '' ? '' : Number(event.target.value))}
          error={errors.productId !== undefined}
          helperText={errors.productId ?? 'The one product it discounts, or all of them'}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All products</MenuItem>
          {products.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {product.name} (Product #{product.id})
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {takes.coupon ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <TextField
              label="Code"
              name="code"
              value={values.code}
              onChange={(event) => change('code', event.target.value)}
              error={errors.code !== undefined}
              helperText={errors.code ?? 'What buyers type at the vendor; letters, digits, - and _'}
              placeholder="e.g. SPRING"
              required
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters', sx: { textTransform: 'uppercase' } } }}
            />
            <TextField
              label="Max uses"
              name="maxUses"
              type="number"
              value={values.maxUses}
              onChange={(event) => change('maxUses', event.target.value)}
              error={errors.maxUses !== undefined}
              helperText={errors.maxUses ?? 'Uses in all; empty for no limit'}
              slotProps={WHOLE_INPUT}
            />
          </Stack>
          <FormControlLabel
            control={<Switch name="oncePerAvatar" checked={values.oncePerAvatar} onChange={(event) => change('oncePerAvatar', event.target.checked)} />}
            label="Once per avatar"
          />
          {errors.oncePerAvatar ? <FormHelperText error>{errors.oncePerAvatar}</FormHelperText> : null}
        </>
      ) : null}
      {takes.avatarKeys ? (
        <TextField
          label="VIP avatar keys"
          name="avatarKeys"
          value={values.avatarKeys}
          onChange={(event) => change('avatarKeys', event.target.value)}
          error={errors.avatarKeys !== undefined}
          helperText={errors.avatarKeys ?? 'One avatar key (UUID) a line, at most 500'}
          placeholder="a2e76fcd-9360-4f6d-a924-000000000003"
          required
          multiline
          minRows={3}
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
        />
      ) : null}
      {takes.minSpent ? (
        <TextField
          label="L$ spent"
          name="minSpent"
          type="number"
          value={values.minSpent}
          onChange={(event) => change('minSpent', event.target.value)}
          error={errors.minSpent !== undefined}
          helperText={errors.minSpent ?? 'Whole L$ a buyer must have spent with you before it applies'}
          required
          slotProps={{ input: { startAdornment: <InputAdornment position="start">L$</InputAdornment> }, ...WHOLE_INPUT }}
        />
      ) : null}
    </>
  );
}
