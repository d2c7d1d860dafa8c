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
import { useId } from 'react';

import type { ProductDto } from '../../api/generated/model';
import { FormTextField } from '../../ui/FormTextField';
import type { FieldBinding } from '../../ui/use-form-fields';
import { type DiscountType, kindTakes, type PromotionFormValues } from './promotion-form';

/** A whole number input: digits only on phones, at least 1. */
const WHOLE_INPUT = { htmlInput: { min: 1, step: 1, inputMode: 'numeric' } } as const;

export interface PromotionKindFieldsProps {
  form: FieldBinding<PromotionFormValues>;
  products: readonly ProductDto[];
}

/** The discount and the fields of the promotion's kind: product and code for sales and coupons, the list for VIPs, the L$ spent for loyalty. */
export function PromotionKindFields({ form, products }: PromotionKindFieldsProps) {
  const { values, errors, change } = form;
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
      <FormTextField
        form={form}
        name="discount"
        label={byAmount ? 'L$ off' : 'Percent off'}
        type="number"
        hint={byAmount ? 'Whole L$ taken off the price' : 'More than 0 and at most 100, up to 2 decimals'}
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
        <FormTextField
          form={form}
          name="productId"
          parse={(text) => (text === '' ? '' : Number(text))}
          select
          label="Product"
          hint="The one product it discounts, or all of them"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All products</MenuItem>
          {products.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {product.name} (Product #{product.id})
            </MenuItem>
          ))}
        </FormTextField>
      ) : null}
      {takes.coupon ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <FormTextField
              form={form}
              name="code"
              label="Code"
              hint="What buyers type at the vendor; letters, digits, - and _"
              placeholder="e.g. SPRING"
              required
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters', sx: { textTransform: 'uppercase' } } }}
            />
            <FormTextField form={form} name="maxUses" label="Max uses" type="number" hint="Uses in all; empty for no limit" slotProps={WHOLE_INPUT} />
          </Stack>
          <FormControlLabel
            control={<Switch name="oncePerAvatar" checked={values.oncePerAvatar} onChange={(event) => change('oncePerAvatar', event.target.checked)} />}
            label="Once per avatar"
          />
          {errors.oncePerAvatar ? <FormHelperText error>{errors.oncePerAvatar}</FormHelperText> : null}
        </>
      ) : null}
      {takes.avatarKeys ? (
        <FormTextField
          form={form}
          name="avatarKeys"
          label="VIP avatar keys"
          hint="One avatar key (UUID) a line, at most 500"
          placeholder="a2e76fcd-9360-4f6d-a924-000000000003"
          required
          multiline
          minRows={3}
          slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
        />
      ) : null}
      {takes.minSpent ? (
        <FormTextField
          form={form}
          name="minSpent"
          label="L$ spent"
          type="number"
          hint="Whole L$ a buyer must have spent with you before it applies"
          required
          slotProps={{ input: { startAdornment: <InputAdornment position="start">L$</InputAdornment> }, ...WHOLE_INPUT }}
        />
      ) : null}
    </>
  );
}
