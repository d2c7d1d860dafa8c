import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

import type { UserActivityDto, UserVendorDto } from '../../../api/generated/model';
import { formatLindens } from '../../../ui/format-money';
import { sltDateLabel, sltDateTimeLabel } from '../../../ui/slt-format';

function vendorState(vendor: UserVendorDto): { label: string; color: 'success' | 'warning' | 'default' } {
  if (!vendor.isActive) return { label: 'Inactive', color: 'default' };
  if (vendor.paused) return { label: 'Paused', color: 'warning' };
  return { label: 'Active', color: 'success' };
}

/** The user's in-world vendors with their completed sales of all time. */
export function UserVendorsTable({ vendors }: { vendors: UserVendorDto[] }) {
  if (vendors.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No vendors
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label="The user's vendors">
      <TableHead>
        <TableRow>
          <TableCell scope="col">Vendor</TableCell>
          <TableCell scope="col">Status</TableCell>
          <TableCell scope="col" align="right">
            Sales
          </TableCell>
          <TableCell scope="col" align="right">
            Revenue
          </TableCell>
          <TableCell scope="col" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            Created
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {vendors.map((vendor) => {
          const state = vendorState(vendor);
          return (
            <TableRow key={vendor.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{vendor.name}</TableCell>
              <TableCell>
                <Chip size="small" label={state.label} color={state.color} variant={state.color === 'default' ? 'outlined' : 'filled'} />
              </TableCell>
              <TableCell align="right">{vendor.sales.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{formatLindens(vendor.revenue)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{sltDateLabel(vendor.createdAt)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The latest entries of the activity log done by the user or to them, newest first. */
export function UserActivityList({ entries }: { entries: UserActivityDto[] }) {
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No activity yet
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label="Recent activity">
      {entries.map((entry, index) => (
        <Fragment key={entry.id}>
          {index > 0 ? <Divider component="li" aria-hidden /> : null}
          <ListItem sx={{ px: 0 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ width: '100%', justifyContent: 'space-between' }}>
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.description}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip size="small" variant="outlined" label={entry.activityType} />
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {`by ${entry.actorEmail ?? entry.actorId ?? 'Unknown'}`}
                  </Typography>
                </Stack>
              </Stack>
              <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.createdAt} sx={{ whiteSpace: 'nowrap' }}>
                {sltDateTimeLabel(entry.createdAt)}
              </Typography>
            </Stack>
          </ListItem>
        </Fragment>
      ))}
    </List>
  );
}
