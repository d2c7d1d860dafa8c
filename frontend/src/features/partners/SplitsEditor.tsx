import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';

import { ApiError } from '../../api/api-error';
import { useSaveProductSplits, useSaveVendorSplits } from '../../api/generated/endpoints/profit-sharing/profit-sharing';
import type { SplitsDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { FormTextField } from '../../ui/FormTextField';
import { useToast } from '../../ui/toast/toast-context';
import type { FieldBinding } from '../../ui/use-form-fields';
import { emptyRow, rowsFromSplits, splitErrors, type SplitRow, type SplitRowErrors, splitsBody, splitsLine, splitSummary } from './split-form';

type SplitFields = Omit<SplitRow, 'id'>;

/** Partners a vendor or product can have (the API's limit). */
const MAX_PARTNERS = 10;

export interface SplitsEditorProps {
  /** The saved splits of the vendor or product being edited; the editor starts from them (give it a key per target). */
  saved: SplitsDto;
}

function targetName(saved: SplitsDto): string {
  return saved.target === 'product' ? `${saved.productName ?? `Product #${saved.productId}`}` : `${saved.vendorName} (all its products)`;
}

/** The partners of one vendor or product: a line each with avatar key, name and percent, saved as a whole list. */
export function SplitsEditor({ saved }: SplitsEditorProps) {
  const [rows, setRows] = useState<SplitRow[]>(() => rowsFromSplits(saved.splits));
  const [rowErrors, setRowErrors] = useState<Record<string, SplitRowErrors>>({});
  const [listError, setListError] = useState<string | null>(null);
  const saveVendor = useSaveVendorSplits();
  const saveProduct = useSaveProductSplits();
  const invalidate = useRefreshAfter('/api/splits');
  const { toast } = useToast();
  const pending = saveVendor.isPending || saveProduct.isPending;
  const summary = splitSummary(rows, saved.maxCommissionPercent);
  const inheriting = saved.target === 'product' && saved.splits.length === 0 && saved.vendorSplits.length > 0;

  const change = (id: string, field: keyof SplitFields, value: string) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, [field]: value } : row)));
    setRowErrors((current) => (current[id]?.[field] ? { ...current, [id]: { ...current[id], [field]: undefined } } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, sentRows } = splitsBody(rows);
    const callbacks = {
      onSuccess: async (result: SplitsDto) => {
        setRowErrors({});
        setListError(null);
        setRows(rowsFromSplits(result.splits));
        await invalidate();
        toast({
          variant: 'success',
          title: 'Splits saved',
          description: result.splits.length === 0 ? `${targetName(result)} has no partners now.` : `${targetName(result)}: ${splitsLine(result.splits)}`,
        });
      },
      onError: (error: Error) => {
        const found = splitErrors(error instanceof ApiError ? error.fieldErrors : undefined, sentRows);
        setRowErrors(found.rows);
        setListError(found.list ?? (Object.keys(found.rows).length > 0 ? null : error.message));
        toast({ variant: 'destructive', title: 'Error', description: `Failed to save splits: ${error.message}` });
      },
    };
    if (saved.target === 'vendor') saveVendor.mutate({ id: saved.vendorId, data: body }, callbacks);
    else saveProduct.mutate({ id: saved.productId!, data: body }, callbacks);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={`Splits of ${targetName(saved)}`}>
      {inheriting ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          This product has no splits of its own: its sales pay the vendor's ({splitsLine(saved.vendorSplits)}). Splits saved here replace them for this product
          only.
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No partners: {saved.target === 'product' && saved.vendorSplits.length > 0 ? "the vendor's splits apply" : 'you keep every sale'}. Add a partner to
          share sales with them.
        </Typography>
      ) : null}
      <Stack spacing={2}>
        {rows.map((row, index) => {
          const line: FieldBinding<SplitFields> = { values: row, errors: rowErrors[row.id] ?? {}, change: (field, value) => change(row.id, field, value) };
          return (
            <Stack key={row.id} direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }} data-split-row={index + 1}>
              <FormTextField
                form={line}
                name="avatarKey"
                label="Avatar key"
                hint="The partner's UUID in Second Life"
                size="small"
                sx={{ flex: 2, minWidth: 0 }}
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              />
              <FormTextField
                form={line}
                name="avatarName"
                label="Avatar name"
                size="small"
                sx={{ flex: 1.5, minWidth: 0 }}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <FormTextField
                form={line}
                name="percent"
                label="Percent"
                hint="Of each sale, up to 2 decimals"
                size="small"
                sx={{ width: { xs: '100%', md: 160 } }}
                slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
              />
              <Tooltip title="Remove partner">
                <IconButton
                  aria-label={`Remove partner ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((candidate) => candidate.id !== row.id))}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            </Stack>
          );
        })}
      </Stack>
      <Typography variant="body2" color={summary.over ? 'error' : 'text.secondary'} sx={{ mt: 2 }} data-testid="split-summary">
        {summary.total === null
          ? 'Enter each percent as a number with at most 2 decimals.'
          : `Partners ${summary.total}% · commission up to ${saved.maxCommissionPercent}% · you keep at least ${summary.keeps}%${summary.over ? ' (over 100%: lower the splits)' : ''}`}
      </Typography>
      {listError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {listError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button startIcon={<Add />} onClick={() => setRows((current) => [...current, emptyRow()])} disabled={rows.length >= MAX_PARTNERS}>
          Add partner
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Saving...' : 'Save splits'}
        </Button>
      </Stack>
    </Box>
  );
}
