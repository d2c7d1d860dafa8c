import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { useGetCommissionPreview } from '../../../api/generated/endpoints/admin/admin';
import type { CommissionPreviewDto } from '../../../api/generated/model';
import { formatFractionAsPercent } from '../../../ui/decimal-text';
import { formatLindens } from '../../../ui/format-money';
import { type CommissionTarget, GLOBAL_TARGET } from './commission-form';
import { appliedTierLabel, RATE_SOURCE_LABELS } from './commission-why';

export interface CommissionCalculatorCardProps {
  target: CommissionTarget;
}

/** docs/product.md, 6: the test sale amount starts at L$1000. */
const DEFAULT_SALE_AMOUNT = '1000';
/** docs/product.md, 6: percents in the preview have 2 decimals. */
const PREVIEW_PERCENT_DECIMALS = 2;

/** A whole number of L$ from 1 up, or null. */
function wholeLindens(text: string, minimum: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return Number.isSafeInteger(amount) && amount >= minimum ? amount : null;
}

function ResultRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.75 }} role="row">
      <Typography variant="body2" color="text.secondary" role="rowheader" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right' }} role="cell">
        {value}
      </Typography>
    </Stack>
  );
}

function PreviewResults({ saleAmount, preview }: { saleAmount: number; preview: CommissionPreviewDto }) {
  const { calculation } = preview;
  return (
    <Stack role="table" aria-label="Commission preview" divider={<Divider flexItem />}>
      <ResultRow label="Sale Amount" value={formatLindens(saleAmount)} />
      <ResultRow label="30-Day Sales Volume" value={formatLindens(preview.salesVolume30Days)} />
      <ResultRow label="Base Rate" value={formatFractionAsPercent(calculation.baseRate, PREVIEW_PERCENT_DECIMALS)} />
      <ResultRow label="Applied Rate" value={formatFractionAsPercent(calculation.appliedRate, PREVIEW_PERCENT_DECIMALS)} />
      <ResultRow label="Discount" value={formatFractionAsPercent(calculation.discount, PREVIEW_PERCENT_DECIMALS)} />
      <ResultRow label="Commission" value={formatLindens(calculation.commissionAmount, 2)} strong />
      <ResultRow label="Rate from" value={RATE_SOURCE_LABELS[calculation.source]} />
      <ResultRow label="Volume tier" value={appliedTierLabel(calculation)} />
    </Stack>
  );
}

/** docs/product.md, 3.20: the commission a test sale would pay under the target's saved configuration. */
export function CommissionCalculatorCard({ target }: CommissionCalculatorCardProps) {
  const [saleAmountText, setSaleAmountText] = useState(DEFAULT_SALE_AMOUNT);
  const [salesVolumeText, setSalesVolumeText] = useState('0');
  const saleAmount = wholeLindens(saleAmountText, 1);
  const isGlobal = target === GLOBAL_TARGET;
  const salesVolume = isGlobal ? wholeLindens(salesVolumeText, 0) : null;
  const ready = saleAmount !== null && (!isGlobal || salesVolume !== null);

  const preview = useGetCommissionPreview(
    target,
    { saleAmount: saleAmount ?? 0, ...(isGlobal && salesVolume !== null ? { salesVolume } : {}) },
    { query: { enabled: ready, placeholderData: keepPreviousData } },
  );

  return (
    <Card component="section" aria-labelledby="commission-calculator-title">
      <CardHeader
        id="commission-calculator-title"
        title="Commission Calculator"
        subheader="Uses the saved configuration"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <TextField
          label="Test Sale Amount (L$)"
          type="number"
          value={saleAmountText}
          onChange={(event) => setSaleAmountText(event.target.value)}
          error={saleAmount === null}
          helperText={saleAmount === null ? 'Enter a whole number of L$ of at least 1' : undefined}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          margin="dense"
        />
        {isGlobal ? (
          <TextField
            label="Assumed 30-Day Sales Volume (L$)"
            type="number"
            value={salesVolumeText}
            onChange={(event) => setSalesVolumeText(event.target.value)}
            error={salesVolume === null}
            helperText={salesVolume === null ? 'Enter a whole number of L$' : 'Volume tiers apply from their min volume'}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            margin="dense"
          />
        ) : null}
        <Stack sx={{ mt: 2 }}>
          {preview.error ? (
            <Alert severity="error">{`Failed to fetch preview: ${preview.error.message}`}</Alert>
          ) : preview.data && saleAmount !== null ? (
            <PreviewResults saleAmount={saleAmount} preview={preview.data} />
          ) : ready ? (
            <Skeleton variant="rounded" height={220} aria-label="Loading preview" />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
