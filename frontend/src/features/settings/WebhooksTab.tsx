import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  getGetWebhookDeliveriesQueryKey,
  getGetWebhookEndpointsQueryKey,
  useDeleteWebhookEndpoint,
  useGetWebhookEndpoints,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
} from '../../api/generated/endpoints/webhooks/webhooks';
import type { WebhookEndpointDto } from '../../api/generated/model';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { KeyField } from '../../ui/KeyField';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { useToast } from '../../ui/toast/toast-context';
import { AddWebhookDialog } from './AddWebhookDialog';
import { deliveryOutcome, endpointState } from './webhook-text';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog';

/** A secret shown once: just after the endpoint was added, or after a rotation. */
interface ShownSecret {
  endpointId: string;
  secret: string;
  note: string;
}

/** Settings → Webhooks: the merchant's endpoints, each with its events, state, test event, secret rotation and delivery log. */
export function WebhooksTab() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const endpoints = useGetWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpointDto | null>(null);
  const [toDelete, setToDelete] = useState<WebhookEndpointDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetWebhookEndpointsQueryKey() });
  const failed = (error: Error) => toast({ title: 'Error', description: error.message, variant: 'destructive' });

  const sendTest = useSendWebhookTest({
    mutation: {
      onSuccess: async (delivery, { id }) => {
        const delivered = delivery.status === 'delivered';
        toast({
          variant: delivered ? 'success' : 'destructive',
          title: delivered ? 'Test event delivered' : 'Test event not delivered',
          description: delivered
            ? `Your endpoint answered ${deliveryOutcome(delivery)}.`
            : `${deliveryOutcome(delivery)}: ${delivery.lastResponse ?? ''} It will be retried.`,
        });
        await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: getGetWebhookDeliveriesQueryKey(id) })]);
      },
      onError: failed,
    },
  });
  const rotate = useRotateWebhookSecret({
    mutation: {
      onSuccess: async (rotated, { id }) => {
        setShown({
          endpointId: id,
          secret: rotated.secret,
          note: `New secret, shown only now. Until ${sltDateTimeLabel(rotated.previousSecretUntil)} SLT deliveries are signed with the previous one too.`,
        });
        toast({ variant: 'success', title: 'Signing secret rotated', description: 'Put the new secret in your receiver within 24 hours.' });
        await refresh();
      },
      onError: failed,
    },
  });
  const update = useUpdateWebhookEndpoint({
    mutation: {
      onSuccess: async (endpoint) => {
        toast({ variant: 'success', title: endpoint.enabled ? 'Endpoint switched on' : 'Endpoint switched off', description: endpoint.url });
        await refresh();
      },
      onError: failed,
    },
  });
  const remove = useDeleteWebhookEndpoint({
    mutation: {
      onSuccess: async (_nothing, { id }) => {
        toast({ variant: 'success', title: 'Endpoint deleted', description: 'Nothing more is sent to it.' });
        setToDelete(null);
        setShown((current) => (current?.endpointId === id ? null : current));
        await refresh();
      },
      onError: failed,
    },
  });

  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader
          title="Webhooks"
          subheader="Your programs hear of sales, refunds and alerts as they happen: signed JSON POSTed to your https:// address, retried for 3 days."
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          action={
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
              Add Endpoint
            </Button>
          }
          sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            {endpoints.isPending ? <Skeleton variant="rounded" height={96} /> : null}
            {endpoints.isError ? <Alert severity="error">{endpoints.error.message}</Alert> : null}
            {endpoints.data?.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No endpoints yet. Add one to send events to your own program or service.
              </Typography>
            ) : null}
            {endpoints.data?.map((endpoint) => {
              const state = endpointState(endpoint);
              return (
                <Box
                  key={endpoint.id}
                  component="section"
                  aria-label={`Endpoint ${endpoint.url}`}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
                >
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                        {endpoint.url}
                      </Typography>
                      {endpoint.description ? (
                        <Typography variant="body2" color="text.secondary">
                          {endpoint.description}
                        </Typography>
                      ) : null}
                    </Box>
                    <Stack direction="row" spacing={1} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
                      {endpoint.platform ? <Chip size="small" variant="outlined" label="All merchants" /> : null}
                      {endpoint.format === 'discord' ? <Chip size="small" variant="outlined" label="Discord" /> : null}
                      <Chip size="small" color={state.color} label={state.label} />
                    </Stack>
                  </Stack>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
                    {endpoint.events.map((event) => (
                      <Chip key={event} size="small" variant="outlined" label={event} sx={{ fontFamily: 'monospace' }} />
                    ))}
                  </Stack>
                  {endpoint.disabledReason ? (
                    <Alert severity="error" sx={{ my: 1 }}>
                      {endpoint.disabledReason} Fix your receiver, then switch the endpoint on again.
                    </Alert>
                  ) : null}
                  {endpoint.enabled && endpoint.failingSince ? (
                    <Alert severity="warning" sx={{ my: 1 }}>
                      Deliveries have failed since {sltDateTimeLabel(endpoint.failingSince)} SLT; they are retried, and the endpoint is switched off after 3
                      days.
                    </Alert>
                  ) : null}
                  {shown?.endpointId === endpoint.id && endpoint.format === 'standard' ? (
                    <Box sx={{ mb: 1 }}>
                      <KeyField name="signing secret" value={shown.secret} testId="webhook-secret" />
                      <Typography variant="caption" color="text.secondary">
                        {shown.note}
                      </Typography>
                    </Box>
                  ) : null}
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={!endpoint.enabled || sendTest.isPending}
                      onClick={() => sendTest.mutate({ id: endpoint.id })}
                    >
                      Send test event
                    </Button>
                    <Button size="small" onClick={() => setLogOf(endpoint)}>
                      Delivery log
                    </Button>
                    {endpoint.format === 'standard' ? (
                      <Button size="small" disabled={rotate.isPending} onClick={() => rotate.mutate({ id: endpoint.id })}>
                        Rotate secret
                      </Button>
                    ) : null}
                    <Button size="small" disabled={update.isPending} onClick={() => update.mutate({ id: endpoint.id, data: { enabled: !endpoint.enabled } })}>
                      {endpoint.enabled ? 'Switch off' : 'Switch on'}
                    </Button>
                    <Button size="small" color="error" onClick={() => setToDelete(endpoint)}>
                      Delete
                    </Button>
                  </Stack>
                </Box>
              );
            })}
            <Typography variant="body2" color="text.secondary">
              How to verify a delivery's signature, and every event with an example:{' '}
              <Link href="/api/docs" target="_blank" rel="noopener">
                the API documentation
              </Link>{' '}
              (x-webhooks).
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      <AddWebhookDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setShown({
            endpointId: created.id,
            secret: created.secret,
            note: 'Shown only now: keep it with your receiver to check the Webhook-Signature header.',
          });
          toast({
            variant: 'success',
            title: 'Endpoint added',
            description:
              created.format === 'discord' ? 'Send a test event to see a message in your channel.' : 'Copy its signing secret now: it is not shown again.',
          });
          void refresh();
        }}
      />
      <WebhookDeliveriesDialog endpoint={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete endpoint?"
        description={`Nothing more is sent to ${toDelete?.url ?? 'it'}, and its delivery log is deleted. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
