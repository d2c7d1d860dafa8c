import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { getGetWebhookDeliveriesQueryKey, useGetWebhookDeliveries, useResendWebhookDelivery } from '../../api/generated/endpoints/webhooks/webhooks';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '../../api/generated/model';
import { visuallyHidden } from '../../ui/chart-style';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { DELIVERY_STATUS_LABELS, deliveryOutcome } from './webhook-text';

const STATUS_COLORS: Record<WebhookDeliveryDto['status'], 'success' | 'warning' | 'error'> = { delivered: 'success', pending: 'warning', failed: 'error' };

export interface WebhookDeliveriesDialogProps {
  endpoint: WebhookEndpointDto | null;
  onClose: () => void;
}

/** An endpoint's last 100 deliveries: what was sent, how it went, the start of the answer, and Resend. */
export function WebhookDeliveriesDialog({ endpoint, onClose }: WebhookDeliveriesDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={endpoint !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>Delivery log</DialogTitle>
      <DialogContent>{endpoint ? <DeliveryLog endpoint={endpoint} /> : null}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const queryClient = useQueryClient();
  // Pending deliveries change on their own (retries): looked at again every 10 s while the log is open.
  const deliveries = useGetWebhookDeliveries(endpoint.id, { query: { refetchInterval: 10_000 } });
  // Said inside the dialog: a toast behind it would be hidden from screen readers while it is open.
  const [resent, setResent] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const resend = useResendWebhookDelivery({
    mutation: {
      onSuccess: async (delivery) => {
        const delivered = delivery.status === 'delivered';
        const answer = delivery.lastResponse ? `: ${delivery.lastResponse.slice(0, 120)}` : '';
        setResent({
          severity: delivered ? 'success' : 'error',
          text: `${delivered ? 'Delivered' : 'Not delivered'} again, ${delivery.type}, ${deliveryOutcome(delivery)}${answer}`,
        });
        await queryClient.invalidateQueries({ queryKey: getGetWebhookDeliveriesQueryKey(endpoint.id) });
      },
      onError: (error) => setResent({ severity: 'error', text: error.message }),
    },
  });

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Typography>
      {resent ? (
        <Alert severity={resent.severity} role="status" sx={{ mb: 2 }} onClose={() => setResent(null)}>
          {resent.text}
        </Alert>
      ) : null}
      {deliveries.isPending ? <Skeleton variant="rounded" height={120} /> : null}
      {deliveries.isError ? <Alert severity="error">{deliveries.error.message}</Alert> : null}
      {deliveries.data && deliveries.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing sent yet. Send a test event to try the endpoint.
        </Typography>
      ) : null}
      {deliveries.data && deliveries.data.length > 0 ? (
        <TableContainer>
          <Table size="small" aria-label="Deliveries">
            <TableHead>
              <TableRow>
                <TableCell>Event</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Last attempt</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Answer</TableCell>
                <TableCell>
                  <span style={visuallyHidden}>Actions</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {deliveries.data.map((delivery) => (
                <TableRow key={delivery.id}>
                  <TableCell>
                    <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
                      {delivery.type}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLORS[delivery.status]} label={DELIVERY_STATUS_LABELS[delivery.status]} />
                    {delivery.nextAttemptAt ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        next {sltDateTimeLabel(delivery.nextAttemptAt)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{sltDateTimeLabel(delivery.lastAttemptAt ?? delivery.createdAt)}</TableCell>
                  <TableCell align="right">{delivery.attempts}</TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Typography variant="body2">{deliveryOutcome(delivery)}</Typography>
                    {delivery.lastResponse ? (
                      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {delivery.lastResponse.slice(0, 200)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate({ id: Number(delivery.id) })}
                      aria-label={`Resend ${delivery.type} event ${delivery.eventId}`}
                    >
                      Resend
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </>
  );
}
