import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

import type { EventParticipantDto } from '../../api/generated/model';
import { formatLindens } from '../../ui/format-money';
import { formatEventDate, percentLabel } from './event-figures';

export interface EventParticipantsProps {
  participants: EventParticipantDto[];
  onLeave: (participant: EventParticipantDto) => void;
}

/** The participating vendors: name, when they joined and at what rate, their sales at the event; Leave for your own. */
export function EventParticipants({ participants, onLeave }: EventParticipantsProps) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Participating Vendors
        </Typography>
        {participants.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No vendors have joined this event yet.
          </Typography>
        ) : (
          <Stack component="ul" aria-label="Participating vendors" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {participants.map((participant, index) => (
              <Fragment key={participant.id}>
                {index > 0 ? <Divider component="li" aria-hidden /> : null}
                <Stack
                  component="li"
                  aria-label={participant.name}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 1, sm: 2 }}
                  sx={{ py: 1.5, justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
                >
                  <div>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {participant.name}
                      </Typography>
                      {participant.isOwn ? <Chip size="small" label="Yours" color="primary" variant="outlined" /> : null}
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      Joined {formatEventDate(participant.joinedAt)} · {percentLabel(participant.acceptedCommissionRate)} commission
                    </Typography>
                  </div>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <div>
                      <Typography variant="caption" color="text.secondary" component="p">
                        Sales at event
                      </Typography>
                      <Typography variant="body1" sx={{ fontWeight: 600 }}>
                        {formatLindens(participant.totalSales)}
                      </Typography>
                    </div>
                    {participant.isOwn ? (
                      <Button variant="outlined" color="error" size="small" onClick={() => onLeave(participant)}>
                        Leave
                      </Button>
                    ) : null}
                  </Stack>
                </Stack>
              </Fragment>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
