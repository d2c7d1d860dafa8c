import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ApiError } from '../../api/api-error';
import { useResolveLine } from '../../api/generated/endpoints/reconciliation/reconciliation';
import { useGetVendors } from '../../api/generated/endpoints/vendors/vendors';
import type { HistoryLineDto, ResolveLineDtoAction, ResolveLineDtoRecordKind } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { useToast } from '../../ui/toast/toast-context';
import { lineKind, signedLindens, suggestedVendorId } from './reconciliation-logic';

export interface ResolveLineDialogProps {
  line: HistoryLineDto | null;
  onClose: () => void;
}

/** Resolve one unmatched history line: record the missed sale (L$ received), mark it not a sale, or link it to a record by hand. */
/** The records a line can be linked to, as a merchant knows them (the number is the id the record shows). */
const RECORD_KIND_LABELS: Record<ResolveLineDtoRecordKind, string> = {
  sale: 'Sale',
  refund: "Vendor's refund or change",
  'refund-order': 'Refund from the web',
  payout: 'Partner payout',
  commission: 'Commission payment',
};

export function ResolveLineDialog({ line, onClose }: ResolveLineDialogProps) {
  const incoming = (line?.amount ?? 0) > 0;
  const vendors = useGetVendors({ query: { enabled: line !== null } });
  const [action, setAction] = useState<ResolveLineDtoAction>(incoming ? 'record_sale' : 'not_a_sale');
  const [vendorId, setVendorId] = useState<number | ''>('');
  const [recordKind, setRecordKind] = useState<ResolveLineDtoRecordKind>(incoming ? 'sale' : 'payout');
  const [recordId, setRecordId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveLine();
  const refresh = useRefreshAfter('/api/reconciliation');
  const { toast } = useToast();

  if (!line) return null;
  const vendorList = (vendors.data ?? []).filter((vendor) => vendor.isActive !== false);
  const chosenVendor = vendorId === '' ? suggestedVendorId(line, vendorList) : vendorId;

  const submit = () => {
    setError(null);
    const data =
      action === 'record_sale'
        ? { action, vendorId: chosenVendor ?? undefined, note: note || null }
        : action === 'link'
          ? { action, recordKind, recordId: Number(recordId), note: note || null }
          : { action, note: note || null };
    resolve.mutate(
      { id: line.id, data },
      {
        onSuccess: (resolved) => {
          void refresh();
          toast({
            title: 'Line resolved',
            description: resolved.resolution === 'recorded_sale' ? `Recorded as sale #${resolved.matchedId ?? ''}; it shows on Transactions.` : undefined,
            variant: 'success',
          });
          onClose();
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'The line could not be resolved. Please try again.'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="resolve-line-title">
      <DialogTitle id="resolve-line-title">Resolve line</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {lineKind(line)}: {signedLindens(line.amount)} {incoming ? 'from' : 'to'} {line.otherParty ?? 'nobody named'} on {sltDateTimeLabel(line.occurredAt)}
            {line.description ? ` (${line.description})` : ''}.
          </Typography>
          <RadioGroup value={action} onChange={(event) => setAction(event.target.value as ResolveLineDtoAction)} aria-label="Resolution">
            {incoming ? <FormControlLabel value="record_sale" control={<Radio />} label="Record the missed sale" /> : null}
            <FormControlLabel value="not_a_sale" control={<Radio />} label={incoming ? 'Not a sale' : 'Not ours to match (mark it)'} />
            <FormControlLabel value="link" control={<Radio />} label="Link by hand" />
          </RadioGroup>
          {action === 'record_sale' ? (
            <TextField
              select
              label="Vendor"
              value={chosenVendor ?? ''}
              onChange={(event) => setVendorId(Number(event.target.value))}
              helperText="The sale is recorded on this vendor, with the buyer, amount and time of the line, and commission as for any sale."
            >
              {vendorList.map((vendor) => (
                <MenuItem key={vendor.id} value={vendor.id}>
                  {vendor.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {action === 'link' ? (
            <Stack direction="row" spacing={2}>
              <TextField
                select
                label="Record"
                value={recordKind}
                onChange={(event) => setRecordKind(event.target.value as ResolveLineDtoRecordKind)}
                sx={{ minWidth: 140 }}
              >
                {(incoming ? (['sale'] as const) : (['refund', 'refund-order', 'payout', 'commission'] as const)).map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {RECORD_KIND_LABELS[kind]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField label="Record id" value={recordId} onChange={(event) => setRecordId(event.target.value.replace(/\D/g, ''))} inputMode="numeric" />
            </Stack>
          ) : null}
          <TextField label="Note (optional)" value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={resolve.isPending || (action === 'record_sale' && chosenVendor === null)}>
          {resolve.isPending ? 'Resolving...' : 'Resolve'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
