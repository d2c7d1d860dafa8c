import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { getGetApiKeysQueryKey, useGetApiKeys, useRevokeApiKey, useRotateApiKey } from '../../api/generated/endpoints/settings/settings';
import type { ApiKeyDto, CreatedApiKeyDto } from '../../api/generated/model';
import { useAuth } from '../../auth/auth-context';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast/toast-context';
import { EndpointList } from '../lsl-integration/EndpointList';
import { LSL_RATE_LIMITS } from '../lsl-integration/lsl-endpoints';
import { DEFAULT_GRACE_HOURS, newKeyToastText, rotatedKeyToastText } from './api-key-text';
import { ApiKeysTable } from './ApiKeysTable';
import { GenerateApiKeyDialog } from './GenerateApiKeyDialog';
import { NewApiKeyField } from './NewApiKeyField';
import { RotateApiKeyDialog } from './RotateApiKeyDialog';
import { forgetApiKey, rememberApiKey } from './session-api-key';

async function copiedToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ApiTab() {
  const { toast } = useToast();
  const { userId } = useAuth();
  const queryClient = useQueryClient();
  const apiKeys = useGetApiKeys();
  const [newKey, setNewKey] = useState<CreatedApiKeyDto | null>(null);
  const [generating, setGenerating] = useState(false);
  const [keyToRotate, setKeyToRotate] = useState<ApiKeyDto | null>(null);
  const [keyToRevoke, setKeyToRevoke] = useState<ApiKeyDto | null>(null);
  const refreshKeys = () => queryClient.invalidateQueries({ queryKey: getGetApiKeysQueryKey() });

  /** Shows a key just made, once; an in-world key is also kept for the LSL Integration page until the tab is reloaded. */
  const showNewKey = async (created: CreatedApiKeyDto): Promise<boolean> => {
    setNewKey(created);
    if (userId && created.scope === 'in-world') rememberApiKey({ userId, id: created.id, key: created.key });
    return copiedToClipboard(created.key);
  };

  const generated = async (created: CreatedApiKeyDto) => {
    setGenerating(false);
    const copied = await showNewKey(created);
    toast({ variant: 'success', title: 'New API Key Generated', description: newKeyToastText(copied, created.scope) });
    await refreshKeys();
  };

  const rotate = useRotateApiKey({
    mutation: {
      onSuccess: async (rotated, { id, data }) => {
        setKeyToRotate(null);
        forgetApiKey(id);
        const copied = await showNewKey(rotated);
        toast({
          variant: 'success',
          title: 'API key rotated',
          description: rotatedKeyToastText(copied, data.graceHours ?? DEFAULT_GRACE_HOURS, rotated.previousKeyWorksUntil),
        });
        await refreshKeys();
      },
      onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    },
  });
  const revoke = useRevokeApiKey({
    mutation: {
      onSuccess: async (_nothing, { id }) => {
        toast({
          variant: 'success',
          title: 'API key revoked',
          description: `Scripts and programs using ${keyToRevoke?.prefix ?? 'the key'}… are refused from now on.`,
        });
        setKeyToRevoke(null);
        setNewKey((shown) => (shown?.id === id ? null : shown));
        forgetApiKey(id);
        await refreshKeys();
      },
      onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    },
  });
  const askRevoke = useCallback((apiKey: ApiKeyDto) => setKeyToRevoke(apiKey), []);
  const askRotate = useCallback((apiKey: ApiKeyDto) => setKeyToRotate(apiKey), []);

  const hasKeys = (apiKeys.data?.length ?? 0) > 0;

  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader
          title="API Keys"
          subheader="Scripts and your programs send a key in the X-Api-Key header. Give each its own key, and rotate a key to replace it without a stop."
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          action={
            <Button variant="contained" startIcon={<KeyOutlined />} onClick={() => setGenerating(true)}>
              Generate New Key
            </Button>
          }
          sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            {/* Keyed by the key, so a new one (after a rotation) starts masked. */}
            {newKey ? <NewApiKeyField key={newKey.id} apiKey={newKey.key} scope={newKey.scope} /> : null}
            {apiKeys.isPending ? <Skeleton variant="rounded" height={96} /> : null}
            {apiKeys.isError ? <Alert severity="error">{apiKeys.error.message}</Alert> : null}
            {apiKeys.data && hasKeys ? <ApiKeysTable apiKeys={apiKeys.data} onRotate={askRotate} onRevoke={askRevoke} /> : null}
            {apiKeys.data && !hasKeys ? (
              <Typography variant="body2" color="text.secondary">
                No API keys yet. Generate one for your scripts (API_KEY) or for a program.
              </Typography>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="API Endpoints" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <CardContent sx={{ pt: 0 }}>
          <EndpointList apiOnline />
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Rate Limits"
          subheader="Per vendor key; above them the API answers 429 with Retry-After"
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, m: 0 }}>
            {LSL_RATE_LIMITS.map((limit) => (
              <Box key={limit.label} sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {limit.label}
                </Typography>
                <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                  {limit.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <GenerateApiKeyDialog open={generating} onClose={() => setGenerating(false)} onCreated={(created) => void generated(created)} />
      <RotateApiKeyDialog
        apiKey={keyToRotate}
        pending={rotate.isPending}
        onRotate={(graceHours) => keyToRotate && rotate.mutate({ id: keyToRotate.id, data: { graceHours } })}
        onCancel={() => setKeyToRotate(null)}
      />
      <ConfirmDialog
        open={keyToRevoke !== null}
        title="Revoke API key?"
        description={`Scripts and programs using ${keyToRevoke?.name ?? 'the key'} (${keyToRevoke?.prefix ?? ''}…) will be refused from now on. This cannot be undone.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        destructive
        onConfirm={() => keyToRevoke && revoke.mutate({ id: keyToRevoke.id })}
        onCancel={() => setKeyToRevoke(null)}
      />
    </Stack>
  );
}
