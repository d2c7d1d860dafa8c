import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';

import { ApiError } from '../../api/api-error';
import { useGetReconciliation, useGetUnmatched, useUploadHistory } from '../../api/generated/endpoints/reconciliation/reconciliation';
import type { ColumnMappingDto, HistoryLineDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { EmptyState } from '../../ui/EmptyState';
import { formatLindens } from '../../ui/format-money';
import { PageHeader } from '../../ui/PageHeader';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { StatCard } from '../../ui/StatCard';
import { TableSkeleton } from '../../ui/TableSkeleton';
import { ColumnMappingForm } from './ColumnMappingForm';
import { lineKind, signedLindens, summaryFigures, uploadMessage } from './reconciliation-logic';
import { ResolveLineDialog } from './ResolveLineDialog';

type Pending = { fileName: string; csv: string; headers: string[] };

/** Reconciliation: upload the Second Life transaction history, see what matches, resolve the rest. */
export function ReconciliationPage() {
  const fileInput = useRef<HTMLInputElement>(null);
  const summary = useGetReconciliation();
  const unmatched = useGetUnmatched();
  const upload = useUploadHistory();
  const refresh = useRefreshAfter('/api/reconciliation');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [resolving, setResolving] = useState<HistoryLineDto | null>(null);

  const send = (fileName: string, csv: string, mapping?: ColumnMappingDto) => {
    setMessage(null);
    upload.mutate(
      { data: { fileName, csv, mapping } },
      {
        onSuccess: (result) => {
          if (result.status === 'needs_mapping') {
            setPending({ fileName, csv, headers: result.headers });
            return;
          }
          setPending(null);
          setMessage({ severity: 'success', text: uploadMessage(result) });
          void refresh();
        },
        onError: (failure) =>
          setMessage({ severity: 'error', text: failure instanceof ApiError ? failure.message : 'The file could not be uploaded. Please try again.' }),
      },
    );
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    send(file.name, await file.text());
  };

  const uploadButton = (
    <>
      <input ref={fileInput} type="file" accept=".csv,text/csv" hidden onChange={(event) => void choose(event)} aria-label="Transaction history CSV" />
      <Button variant="contained" startIcon={<UploadFileOutlined />} disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
        {upload.isPending ? 'Uploading...' : 'Upload history CSV'}
      </Button>
    </>
  );

  const lines = unmatched.data?.lines ?? [];
  const sales = unmatched.data?.salesWithoutLindens ?? [];

  return (
    <>
      <PageHeader
        title="Reconciliation"
        subtitle="Your Second Life transaction history matched with the sales, refunds and payouts recorded here"
        actions={uploadButton}
      />
      <Stack spacing={3}>
        {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
        {pending ? (
          <ColumnMappingForm
            headers={pending.headers}
            pending={upload.isPending}
            onSubmit={(mapping) => send(pending.fileName, pending.csv, mapping)}
            onCancel={() => setPending(null)}
          />
        ) : null}
        {summary.isError ? <Alert severity="error">{summary.error.message}</Alert> : null}
        {summary.data ? (
          <>
            <Grid container spacing={2}>
              {summaryFigures(summary.data).map((figure) => (
                <Grid key={figure.title} size={{ xs: 12, sm: 6, md: 3 }}>
                  <StatCard title={figure.title} value={figure.value.toLocaleString()} change={figure.hint} />
                </Grid>
              ))}
            </Grid>
            <Typography variant="body2" color="text.secondary">
              {summary.data.from
                ? `History kept from ${sltDateTimeLabel(summary.data.from)} to ${sltDateTimeLabel(summary.data.to)}; ${summary.data.resolved} lines resolved. Times are SLT.`
                : 'Download your transaction history as CSV from your Second Life account and upload it here, every month: lines already uploaded are never counted twice.'}
            </Typography>
            {summary.data.uploads.length > 0 ? (
              <Typography variant="body2" color="text.secondary" component="div">
                Latest uploads:
                <ul aria-label="Latest uploads">
                  {summary.data.uploads.map((upload) => (
                    <li key={upload.id}>
                      {upload.fileName}, {sltDateTimeLabel(upload.createdAt)}: {upload.newLines} new, {upload.knownLines} already known
                    </li>
                  ))}
                </ul>
              </Typography>
            ) : null}
          </>
        ) : null}
        {unmatched.isPending ? (
          <TableSkeleton headers={['When', 'What', 'Resident', 'Amount', '']} rows={4} label="Loading unmatched lines" />
        ) : lines.length === 0 ? (
          summary.data && summary.data.lines > 0 ? (
            <EmptyState title="Everything matches" description="Every line of your history is matched with a record, or resolved." />
          ) : null
        ) : (
          <Paper variant="outlined">
            <Typography variant="h6" component="h2" sx={{ p: 2 }}>
              Unmatched lines
            </Typography>
            <TableContainer>
              <Table size="small" aria-label="Unmatched lines">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>What</TableCell>
                    <TableCell>Resident</TableCell>
                    <TableCell>Description</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell align="right">Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line) => (
                    <TableRow key={line.id}>
                      <TableCell>{sltDateTimeLabel(line.occurredAt)}</TableCell>
                      <TableCell>{lineKind(line)}</TableCell>
                      <TableCell>{line.otherParty ?? '—'}</TableCell>
                      <TableCell>{line.description ?? '—'}</TableCell>
                      <TableCell align="right" sx={{ color: line.amount > 0 ? 'success.main' : 'error.main' }}>
                        {signedLindens(line.amount)}
                      </TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          onClick={() => setResolving(line)}
                          aria-label={`Resolve ${signedLindens(line.amount)} ${line.otherParty ?? ''}`.trim()}
                        >
                          Resolve
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        )}
        {sales.length > 0 ? (
          <Paper variant="outlined">
            <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
              Recorded sales with no L$ in the history
            </Typography>
            <Table size="small" aria-label="Recorded sales with no L$ in the history">
              <TableHead>
                <TableRow>
                  <TableCell>Sale</TableCell>
                  <TableCell>When</TableCell>
                  <TableCell>Buyer</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sales.map((sale) => (
                  <TableRow key={sale.id}>
                    <TableCell>#{sale.id}</TableCell>
                    <TableCell>{sltDateTimeLabel(sale.createdAt)}</TableCell>
                    <TableCell>{sale.buyerName ?? '—'}</TableCell>
                    <TableCell align="right">{formatLindens(sale.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        ) : null}
      </Stack>
      <ResolveLineDialog key={resolving?.id ?? 0} line={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
