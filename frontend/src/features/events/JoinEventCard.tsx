import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useJoinEvent } from '../../api/generated/endpoints/events/events';
import type { EventDetailDto, VendorDto } from '../../api/generated/model';
import { useRefreshAfter } from '../../api/query-refresh';
import { useToast } from '../../ui/toast/toast-context';
import { percentLabel } from './event-figures';

export interface JoinEventCardProps {
  event: EventDetailDto;
  /** The signed-in user's own vendors. */
  ownVendors: readonly VendorDto[];
}

/** Joins one of your vendors that is not taking part yet; joining accepts the event's commission rate. */
export function JoinEventCard({ event, ownVendors }: JoinEventCardProps) {
  const available = ownVendors.filter((vendor) => !event.vendors.some((participant) => participant.id === vendor.id));
  const [chosenId, setChosenId] = useState<number | ''>('');
  const joinEvent = useJoinEvent();
  const invalidateEvents = useRefreshAfter('/api/events');
  const { toast } = useToast();
  // Falls back to the first vendor still available, e.g. after the chosen one has joined.
  const vendorId = available.some((vendor) => vendor.id === chosenId) ? chosenId : (available[0]?.id ?? '');
  const rate = percentLabel(event.commissionRate);

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const vendor = available.find((candidate) => candidate.id === vendorId);
    if (!vendor) return;
    joinEvent.mutate(
      { id: event.id, vendorId: vendor.id },
      {
        onSuccess: async (participant) => {
          await invalidateEvents();
          toast({
            variant: 'success',
            title: 'Success',
            description: `${vendor.name} joined the event at ${percentLabel(participant.acceptedCommissionRate)} commission`,
          });
        },
        onError: (error) => toast({ title: 'Error', description: `Failed to join event: ${error.message}`, variant: 'destructive' }),
      },
    );
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Join this Event
        </Typography>
        {ownVendors.length === 0 ? (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              You have no vendors yet. Create one to take part in events.
            </Typography>
            <Button component={RouterLink} to="/vendors" variant="outlined" size="small">
              Go to Vendors
            </Button>
          </Stack>
        ) : available.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            All your vendors take part in this event.
          </Typography>
        ) : (
          <form onSubmit={submit}>
            <Typography variant="body2" color="text.secondary">
              Joining accepts the event&apos;s commission rate of <strong>{rate}</strong> on your vendor&apos;s sales while the event runs.
            </Typography>
            <TextField select label="Your vendor" name="vendorId" value={vendorId} onChange={(changeEvent) => setChosenId(Number(changeEvent.target.value))}>
              {available.map((vendor) => (
                <MenuItem key={vendor.id} value={vendor.id}>
                  {vendor.name}
                </MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="contained" fullWidth disabled={joinEvent.isPending} sx={{ mt: 1 }}>
              {joinEvent.isPending ? 'Joining...' : 'Join Event'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
