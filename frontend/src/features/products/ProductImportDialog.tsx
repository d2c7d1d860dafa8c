import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';

import { ApiError } from '../../api/api-error';
import { useImportProducts } from '../../api/generated/endpoints/products/products';
import type { ProductImportResultDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { formatLindens } from '../../ui/format-money';
import { countLabel } from '../../ui/plural';
import { useToast } from '../../ui/toast/toast-context';
import { importSummary, PRODUCT_TEMPLATE_CSV } from './product-import';

export interface ProductImportDialogProps {
  open: boolean;
  onClose: () => void;
}

type Step = { kind: 'choose' } | { kind: 'preview'; fileName: string; csv: string; result: ProductImportResultDto };

/** Saves the template through a temporary link. */
function downloadTemplate(): void {
  const url = URL.createObjectURL(new Blob([PRODUCT_TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'products-template.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Upload Products: choose a CSV file, see each line checked by the server (what it creates or changes, and its
 * errors), then import the whole file. Nothing is written until Import, and never a file with errors.
 */
export function ProductImportDialog({ open, onClose }: ProductImportDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const importProducts = useImportProducts();
  const invalidateProducts = useRefreshAfter('/api/products');
  const { toast } = useToast();
  const inputId = useId();

  const close = () => {
    setStep({ kind: 'choose' });
    setError(null);
    onClose();
  };

  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const csv = await file.text();
    importProducts.mutate(
      { data: { csv, dryRun: true } },
      {
        onSuccess: (result) => setStep({ kind: 'preview', fileName: file.name, csv, result }),
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'The file could not be checked. Please try again.'),
      },
    );
  };

  const runImport = () => {
    if (step.kind !== 'preview') return;
    importProducts.mutate(
      { data: { csv: step.csv, dryRun: false } },
      {
        onSuccess: async (result) => {
          await invalidateProducts();
          toast({ variant: 'success', title: 'Products imported', description: importSummary(result) });
          close();
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'The import failed. Please try again.'),
      },
    );
  };

  const result = step.kind === 'preview' ? step.result : null;
  const canImport = result !== null && result.errorCount === 0 && !importProducts.isPending;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby={`${inputId}-title`}>
      <DialogTitle id={`${inputId}-title`}>Upload Products</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            A CSV file with a header line and one line per product. The columns vendor (a vendor&apos;s name or id), name and price are required; description,
            sl_item_id (or item_name), active, stock, low_stock_threshold, available_from, available_until, gift_card_value, marketplace_item_id, texture_key,
            demo_item_name and display_order are optional. A line with an id changes that product; without one it creates a product.{' '}
            <Link component="button" type="button" onClick={downloadTemplate} sx={{ verticalAlign: 'baseline' }}>
              Download a template
            </Link>
          </Typography>
          <div>
            <input id={inputId} type="file" accept=".csv,text/csv" hidden onChange={(event) => void check(event)} />
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlined />} disabled={importProducts.isPending}>
              {step.kind === 'preview' ? 'Choose another file' : 'Choose CSV file'}
            </Button>
            {step.kind === 'preview' ? (
              <Typography component="span" variant="body2" sx={{ ml: 2 }}>
                {step.fileName}
              </Typography>
            ) : null}
          </div>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {result ? (
            <>
              <Alert severity={result.errorCount > 0 ? 'warning' : 'info'} role="status">
                {result.errorCount > 0
                  ? `${countLabel(result.errorCount, 'line')} with errors: fix ${result.errorCount === 1 ? 'it' : 'them'} in the file and choose it again. Nothing is imported until every line is right.`
                  : `Ready: ${importSummary(result)}.`}
              </Alert>
              <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} aria-label="Lines of the file">
                <Table size="small" stickyHeader aria-label="Lines of the file">
                  <TableHead>
                    <TableRow>
                      <TableCell>Line</TableCell>
                      <TableCell>Product</TableCell>
                      <TableCell>Vendor</TableCell>
                      <TableCell align="right">Price</TableCell>
                      <TableCell>Result</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {result.rows.map((row) => (
                      <TableRow key={row.line} data-testid="import-row">
                        <TableCell>{row.line}</TableCell>
                        <TableCell>{row.name ?? '—'}</TableCell>
                        <TableCell>{row.vendorName ?? '—'}</TableCell>
                        <TableCell align="right">{row.price === null ? '—' : formatLindens(row.price)}</TableCell>
                        <TableCell>
                          {row.errors.length > 0 ? (
                            <Typography variant="body2" color="error" component="div">
                              {row.errors.join('; ')}
                            </Typography>
                          ) : (
                            <Chip
                              size="small"
                              label={row.action === 'create' ? 'New' : `Changes #${row.productId}`}
                              color={row.action === 'create' ? 'success' : 'info'}
                              variant="outlined"
                            />
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={runImport} disabled={!canImport}>
          {importProducts.isPending && step.kind === 'preview'
            ? 'Importing...'
            : result
              ? `Import ${countLabel(result.created + result.updated, 'product')}`
              : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
