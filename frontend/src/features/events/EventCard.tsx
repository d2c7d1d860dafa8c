import EditOutlined from '@mui/icons-material/EditOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

import type { EventDto } from '../../api/generated/model';
import { formatEventDate, percentLabel, salesLabel, vendorCountLabel } from './event-figures';

export interface EventCardProps {
  event: EventDto;
  onEdit: (event: EventDto) => void;
}

interface DetailRowProps {
  label: string;
  value: string;
}

function DetailRow({ label, value }: DetailRowProps) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** docs/product.md, 3.12, Events: name, status, description, dates, rate, the real vendor count and sales, Edit and View Details. */
export function EventCard({ event, onEdit }: EventCardProps) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Typography>
          <Chip
            size="small"
            label={event.isActive ? 'Active' : 'Inactive'}
            color={event.isActive ? 'success' : 'default'}
            variant={event.isActive ? 'filled' : 'outlined'}
          />
        </Stack>
        {event.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {event.description}
          </Typography>
        ) : null}
        <Stack spacing={0.75}>
          <DetailRow label="Start Date" value={formatEventDate(event.startDate)} />
          <DetailRow label="End Date" value={formatEventDate(event.endDate)} />
          <DetailRow label="Commission Rate" value={percentLabel(event.commissionRate)} />
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-around', py: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <StorefrontOutlined fontSize="small" color="primary" aria-hidden />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {vendorCountLabel(event.vendorCount)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <TrendingUp fontSize="small" color="success" aria-hidden />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {salesLabel(event.totalSales)}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        {event.canEdit ? (
          <Button variant="outlined" size="small" startIcon={<EditOutlined />} onClick={() => onEdit(event)} sx={{ flex: 1 }}>
            Edit
          </Button>
        ) : null}
        <Button variant="contained" size="small" component={RouterLink} to={`/events/${event.id}`} sx={{ flex: 1 }}>
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}
