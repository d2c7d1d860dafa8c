import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import type { VendorDto } from '../../../api/generated/model';
import { type CommissionFormValues, type CommissionTarget, emptyTier, GLOBAL_TARGET, percentToFraction } from './commission-form';
import { TierFields } from './TierFields';

export interface CommissionConfigFormProps {
  target: CommissionTarget;
  vendors: readonly VendorDto[];
  values: CommissionFormValues;
  /** Says whether the chosen target's saved configuration was loaded into the form. */
  targetNote: string | null;
  baseRateError: string | null;
  saving: boolean;
  onTargetChange: (target: CommissionTarget) => void;
  onChange: (values: CommissionFormValues) => void;
  onSave: () => void;
}

/** docs/product.md, 3.20, Commission Management → Configure: target, base rate, volume discount tiers, Save Configuration. */
export function CommissionConfigForm(props: CommissionConfigFormProps) {
  const { target, vendors, values, targetNote, baseRateError, saving, onTargetChange, onChange, onSave } = props;
  const fraction = percentToFraction(values.baseRatePercent);
  const rateHelp = baseRateError ?? (fraction === null ? 'Enter a percentage from 0 to 100' : `Saved as the fraction ${fraction}`);

  return (
    <Card>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <CardHeader title="Commission Configuration" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <CardContent sx={{ pt: 0 }}>
          <TextField
            select
            label="Configuration Target"
            value={target}
            onChange={(event) => onTargetChange(event.target.value)}
            helperText={targetNote ?? 'The global default, or one vendor'}
            margin="dense"
          >
            <MenuItem value={GLOBAL_TARGET}>Global default for all vendors</MenuItem>
            {vendors.map((vendor) => (
              <MenuItem key={vendor.id} value={String(vendor.id)}>
                {`${vendor.name} (ID: ${vendor.id})`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Base Commission Rate (%)"
            type="number"
            value={values.baseRatePercent}
            onChange={(event) => onChange({ ...values, baseRatePercent: event.target.value })}
            error={baseRateError !== null || fraction === null}
            helperText={rateHelp}
            slotProps={{ htmlInput: { step: 0.1, min: 0, max: 100, inputMode: 'decimal' } }}
            margin="dense"
          />

          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 3, mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Volume Discount Tiers
            </Typography>
            <Button startIcon={<AddOutlined />} onClick={() => onChange({ ...values, tiers: [...values.tiers, emptyTier()] })}>
              Add Tier
            </Button>
          </Stack>
          <Stack spacing={1.5}>
            {values.tiers.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No tiers: the base rate applies at every sales volume.
              </Typography>
            ) : (
              values.tiers.map((tier, index) => (
                <TierFields
                  key={tier.key}
                  tier={tier}
                  position={index + 1}
                  onChange={(changed) => onChange({ ...values, tiers: values.tiers.map((item) => (item.key === tier.key ? changed : item)) })}
                  onRemove={() => onChange({ ...values, tiers: values.tiers.filter((item) => item.key !== tier.key) })}
                />
              ))
            )}
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Tiers without a min volume or a discount value are not saved. A tier applies once the vendor&apos;s 30-day sales reach its min volume.
          </Typography>

          <Button type="submit" variant="contained" disabled={target === '' || saving} sx={{ mt: 3 }}>
            {saving ? 'Saving...' : 'Save Configuration'}
          </Button>
        </CardContent>
      </form>
    </Card>
  );
}
