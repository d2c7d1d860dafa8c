import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  getGetAdminActivitiesQueryKey,
  getGetCommissionCollectionSettingsQueryKey,
  useGetCommissionCollectionSettings,
  useUpdateCommissionCollectionSettings,
} from '../../../api/generated/endpoints/admin/admin';
import type { CommissionCollectionSettingsDto } from '../../../api/generated/model';
import { useToast } from '../../../ui/toast/toast-context';
import { failureText } from '../failure-text';

interface CollectionFields {
  avatarKey: string;
  avatarName: string;
  graceDays: string;
}

const toFields = (settings: CommissionCollectionSettingsDto): CollectionFields => ({
  avatarKey: settings.avatarKey ?? '',
  avatarName: settings.avatarName ?? '',
  graceDays: settings.graceDays === null ? '' : String(settings.graceDays),
});

/** Why the grace period cannot be saved, or null (empty is off; the API checks the rest). */
export function graceDaysProblem(text: string): string | null {
  return text.trim() === '' || /^\d{1,3}$/.test(text.trim()) ? null : 'A whole number of days, or empty for no pause';
}

/** The settings as the API takes them: blanks are null (no avatar, no pause). */
export function toCollectionSettings(fields: CollectionFields): CommissionCollectionSettingsDto {
  const days = fields.graceDays.trim();
  return { avatarKey: fields.avatarKey.trim() || null, avatarName: fields.avatarName.trim() || null, graceDays: days === '' ? null : Number(days) };
}

/** The avatar merchants' vendors pay commission to, and the grace period before unpaid commission pauses them. */
export function CommissionCollectionSetting() {
  const settings = useGetCommissionCollectionSettings();
  const [edited, setEdited] = useState<CollectionFields | null>(null);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const update = useUpdateCommissionCollectionSettings({
    mutation: {
      onSuccess: async (saved) => {
        queryClient.setQueryData(getGetCommissionCollectionSettingsQueryKey(), saved);
        setEdited(null);
        await queryClient.invalidateQueries({ queryKey: getGetAdminActivitiesQueryKey() });
        toast({ variant: 'success', title: 'Success', description: 'Commission collection saved' });
      },
      onError: (error) => toast({ title: 'Error', description: failureText('Failed to save commission collection', error), variant: 'destructive' }),
    },
  });

  if (settings.isError) {
    return (
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 3 }}>
        <Typography variant="body2" color="error">
          Could not load the commission collection settings: {settings.error.message}
        </Typography>
      </Paper>
    );
  }
  if (!settings.data) return <Skeleton variant="rounded" height={120} sx={{ mb: 3 }} aria-label="Loading the commission collection settings" />;
  const fields = edited ?? toFields(settings.data);
  const set = (name: keyof CollectionFields) => (event: React.ChangeEvent<HTMLInputElement>) => setEdited({ ...fields, [name]: event.target.value });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="collection-heading" sx={{ px: 2, py: 1.5, mb: 3 }}>
      <Typography id="collection-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Commission collection
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Merchants&apos; vendors pay the commission they owe to this avatar in-world, in whole L$, at most once a minute. Leave the grace period empty to never
        pause a merchant&apos;s vendors for unpaid commission.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField label="Collection avatar key" name="avatarKey" size="small" value={fields.avatarKey} onChange={set('avatarKey')} sx={{ minWidth: 340 }} />
        <TextField label="Avatar name" name="avatarName" size="small" value={fields.avatarName} onChange={set('avatarName')} />
        <TextField
          label="Grace period (days)"
          name="graceDays"
          size="small"
          value={fields.graceDays}
          onChange={set('graceDays')}
          error={graceDaysProblem(fields.graceDays) !== null}
          helperText={graceDaysProblem(fields.graceDays) ?? 'Empty: off'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button
          variant="contained"
          disabled={edited === null || update.isPending || graceDaysProblem(fields.graceDays) !== null}
          onClick={() => update.mutate({ data: toCollectionSettings(fields) })}
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Paper>
  );
}
