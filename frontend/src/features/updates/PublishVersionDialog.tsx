import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { type FormEvent, useId, useState } from 'react';

import { ApiError } from '../../api/api-error';
import { useGetProductVersions, usePublishProductVersion } from '../../api/generated/endpoints/updates/updates';
import type { ProductDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { FormTextField } from '../../ui/FormTextField';
import { countLabel } from '../../ui/plural';
import { useToast } from '../../ui/toast/toast-context';
import { useFormFields } from '../../ui/use-form-fields';
import {
  currentItem,
  initialPublishValues,
  ITEM_NAME_MAX,
  publishFieldErrors,
  type PublishVersionValues,
  toPublishInput,
  validatePublishVersion,
  VERSION_MAX,
} from './update-form';

export interface PublishVersionDialogProps {
  open: boolean;
  /** The merchant's own products. */
  products: ProductDto[];
  /** The product chosen when the dialog opens (from the Products page), or null. */
  productId: number | null;
  onClose: () => void;
}

/** Publishes a new version of a product and, by default, sends it to every past buyer; give it a new `key` on each opening. */
export function PublishVersionDialog({ open, products, productId, onClose }: PublishVersionDialogProps) {
  const titleId = useId();
  const form = useFormFields<PublishVersionValues>(() => initialPublishValues(productId));
  const { values, change, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const publish = usePublishProductVersion();
  const invalidate = useRefreshAfter('/api/update-broadcasts');
  const { toast } = useToast();
  const chosen = products.find((product) => String(product.id) === values.productId) ?? null;
  const versions = useGetProductVersions(chosen?.id ?? 0, { query: { enabled: open && chosen !== null } });
  const latest = versions.data?.[0] ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePublishVersion(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !chosen) return;
    const input = toPublishInput(values);
    publish.mutate(
      { id: chosen.id, data: input },
      {
        onSuccess: async (published) => {
          await invalidate();
          const broadcast = published.broadcast;
          toast({
            variant: 'success',
            title: `Version ${published.version.version} published`,
            description: broadcast
              ? `Sending "${published.version.itemName}" to ${countLabel(broadcast.counts.waiting + broadcast.counts.handed, 'past buyer')} of ${chosen.name}` +
                (broadcast.counts.skipped > 0 ? ` (${broadcast.counts.skipped} already had it)` : '')
              : `Your delivery boxes now give "${published.version.itemName}" for ${chosen.name}`,
          });
          onClose();
        },
        onError: (error) => {
          const fieldErrors = publishFieldErrors(error);
          setErrors(fieldErrors);
          // Field messages sit beside their fields; anything else is said above the form.
          setFormError(Object.keys(fieldErrors).length > 0 ? null : error instanceof ApiError ? error.message : 'Failed to publish the version');
          toast({ title: 'Error', description: 'Failed to publish the version', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={publish.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Publish new version</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Put the new item in your delivery boxes first. From now on sales records, redeliveries and the boxes give the new item; you can also send it to
            everyone who bought the product.
          </DialogContentText>
          {formError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <Stack spacing={2} sx={{ mt: 2 }}>
            <FormTextField
              form={form}
              name="productId"
              select
              label="Product"
              hint={chosen ? `The boxes give "${currentItem(chosen)}" now${latest ? ` (version ${latest.version})` : ''}` : 'One of your products'}
              required
            >
              {products.map((product) => (
                <MenuItem key={product.id} value={String(product.id)}>
                  {product.name} (#{product.id})
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              form={form}
              name="version"
              label="Version"
              hint="A label for you and your buyers, e.g. 2.0"
              required
              slotProps={{ htmlInput: { maxLength: VERSION_MAX } }}
            />
            <FormTextField
              form={form}
              name="itemName"
              label="Item name in your boxes"
              hint="The new item's exact name in your delivery boxes; it becomes the product's item name"
              required
              slotProps={{ htmlInput: { maxLength: ITEM_NAME_MAX } }}
            />
            <div>
              <FormControlLabel
                control={<Checkbox checked={values.broadcast} onChange={(event) => change('broadcast', event.target.checked)} name="broadcast" />}
                label="Send to every past buyer"
              />
              <FormHelperText sx={{ mt: 0 }}>
                Each buyer gets it once, a gift's recipient instead of its buyer; those who bought it or got a redelivery since it was published are skipped.
              </FormHelperText>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose} disabled={publish.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={publish.isPending}>
            {publish.isPending ? 'Publishing...' : 'Publish'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
