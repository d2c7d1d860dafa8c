import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useMemo, useState } from 'react';

import { ApiError } from '../../../api/api-error';
import { useGetCommissionConfigs, useSaveCommissionConfig } from '../../../api/generated/endpoints/admin/admin';
import { useGetVendors } from '../../../api/generated/endpoints/vendors/vendors';
import { useRefreshAfter } from '../../../api/query-refresh';
import { useToast } from '../../../ui/toast/toast-context';
import { failureText } from '../failure-text';
import {
  type CommissionFormValues,
  type CommissionTarget,
  defaultFormValues,
  formValuesFor,
  formValuesFromPayload,
  savedConfigFor,
  toSavePayload,
} from './commission-form';
import { CommissionCalculatorCard } from './CommissionCalculatorCard';
import { CommissionConfigForm } from './CommissionConfigForm';

/** docs/product.md, 3.20, Commission Management → Configure: the form, and the calculator once a target is chosen. */
export function ConfigureCommissionTab() {
  const { data: configs } = useGetCommissionConfigs();
  const { data: vendors, error: vendorsError } = useGetVendors();
  const [target, setTarget] = useState<CommissionTarget>('');
  const [values, setValues] = useState<CommissionFormValues>(defaultFormValues);
  const [baseRateError, setBaseRateError] = useState<string | null>(null);
  const [targetNote, setTargetNote] = useState<string | null>(null);
  const refresh = useRefreshAfter('/api/admin/commission-configs');
  const { toast } = useToast();

  const sortedVendors = useMemo(() => [...(vendors ?? [])].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id), [vendors]);

  const save = useSaveCommissionConfig({
    mutation: {
      onSuccess: async (_saved, { data }) => {
        toast({ variant: 'success', title: 'Success', description: 'Commission configuration saved successfully' });
        // The form keeps what was saved (tiers without values dropped), so a second Save saves the same again
        // (docs/decisions/0081-commission-form-keeps-saved.md).
        setValues(formValuesFromPayload(data));
        setTargetNote('Showing the saved configuration');
        await refresh();
      },
      onError: (error) => {
        setBaseRateError(error instanceof ApiError ? (error.fieldErrors?.baseRate?.[0] ?? null) : null);
        toast({ title: 'Error', description: failureText('Failed to save commission configuration', error), variant: 'destructive' });
      },
    },
  });

  function chooseTarget(next: CommissionTarget) {
    setTarget(next);
    setValues(formValuesFor(next, configs));
    setBaseRateError(null);
    setTargetNote(savedConfigFor(next, configs) ? 'Showing the saved configuration' : 'No saved configuration yet: starting from 5%');
  }

  function submit() {
    if (target === '') return;
    const payload = toSavePayload(target, values);
    if (payload) save.mutate({ data: payload });
  }

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 7 }}>
        {vendorsError ? <Alert severity="warning" sx={{ mb: 2 }}>{`Vendors could not be loaded: ${vendorsError.message}`}</Alert> : null}
        <CommissionConfigForm
          target={target}
          vendors={sortedVendors}
          values={values}
          targetNote={targetNote}
          baseRateError={baseRateError}
          saving={save.isPending}
          onTargetChange={chooseTarget}
          onChange={(next) => {
            setValues(next);
            setBaseRateError(null);
          }}
          onSave={submit}
        />
      </Grid>
      {target !== '' ? (
        <Grid size={{ xs: 12, lg: 5 }}>
          <CommissionCalculatorCard key={target} target={target} />
        </Grid>
      ) : null}
    </Grid>
  );
}
