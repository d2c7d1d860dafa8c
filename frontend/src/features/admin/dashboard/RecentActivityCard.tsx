import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

import { useGetAdminActivities } from '../../../api/generated/endpoints/admin/admin';
import type { ActivityDto } from '../../../api/generated/model';
import { sltDateTimeLabel } from '../../../ui/slt-format';

/** docs/product.md, 6: ten are fetched, five are shown. */
const ACTIVITY_FETCH_LIMIT = 10;
const ACTIVITIES_SHOWN = 5;

function ActivityRow({ activity }: { activity: ActivityDto }) {
  return (
    <ListItem sx={{ px: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ width: '100%', justifyContent: 'space-between' }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {activity.description}
          </Typography>
          <Chip size="small" variant="outlined" label={activity.activityType} sx={{ alignSelf: 'flex-start' }} />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={activity.createdAt} sx={{ whiteSpace: 'nowrap' }}>
          {sltDateTimeLabel(activity.createdAt)}
        </Typography>
      </Stack>
    </ListItem>
  );
}

/** docs/product.md, 3.18, Platform Administration: the first five of the latest activities, shown only when there are any. */
export function RecentActivityCard() {
  const { data: activities, error } = useGetAdminActivities({ limit: ACTIVITY_FETCH_LIMIT });

  if (error) return <Alert severity="error">{`Failed to fetch activities: ${error.message}`}</Alert>;
  const shown = (activities ?? []).slice(0, ACTIVITIES_SHOWN);
  if (shown.length === 0) return null;

  return (
    <Card component="section" aria-labelledby="recent-platform-activity">
      <CardHeader id="recent-platform-activity" title="Recent Platform Activity" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <List disablePadding>
          {shown.map((activity, index) => (
            <Fragment key={activity.id}>
              {index > 0 ? <Divider component="li" aria-hidden /> : null}
              <ActivityRow activity={activity} />
            </Fragment>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
