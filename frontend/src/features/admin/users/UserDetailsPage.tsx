import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { ApiError } from '../../../api/api-error';
import { useGetAdminUserDetails } from '../../../api/generated/endpoints/admin/admin';
import type { AdminUserDetailsDto, UserDto } from '../../../api/generated/model';
import { useAuth } from '../../../auth/auth-context';
import { DetailList } from '../../../ui/DetailList';
import { formatLindens } from '../../../ui/format-money';
import { PageHeader } from '../../../ui/PageHeader';
import { sltDateTimeLabel } from '../../../ui/slt-format';
import { StatCard } from '../../../ui/StatCard';
import { DeactivateUserDialog } from './DeactivateUserDialog';
import { ReactivateUserDialog } from './ReactivateUserDialog';
import { UpdateRoleDialog } from './UpdateRoleDialog';
import { userDisplayName } from './user-filters';
import { UserActivityList, UserVendorsTable } from './UserDetailsLists';
import { OWN_DEACTIVATE_REASON, OWN_ROLE_REASON, UserStatusChip } from './UsersTable';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={<span id={titleId}>{title}</span>} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const backLink = (
  <Button component={RouterLink} to="/admin/users" startIcon={<ArrowBackOutlined />} sx={{ mb: 2 }}>
    User Management
  </Button>
);

/** `/admin/users/:id`: one user's account, vendors, sales totals and recent activity, with Role and Deactivate or Reactivate. */
export function UserDetailsPage() {
  const { id = '' } = useParams();
  const { userId: currentUserId } = useAuth();
  const details = useGetAdminUserDetails(id, { query: { enabled: id !== '' } });
  const [dialog, setDialog] = useState<'role' | 'deactivate' | 'reactivate' | null>(null);
  const close = useCallback(() => setDialog(null), []);

  if (details.isError) {
    const notFound = details.error instanceof ApiError && details.error.status === 404;
    return (
      <>
        {backLink}
        <PageHeader title="User Details" />
        <Alert
          severity={notFound ? 'warning' : 'error'}
          action={
            notFound ? undefined : (
              <Button color="inherit" size="small" onClick={() => void details.refetch()}>
                Retry
              </Button>
            )
          }
        >
          {notFound ? 'No user has this id, or the account was deleted.' : `Failed to fetch the user: ${details.error.message}`}
        </Alert>
      </>
    );
  }
  if (!details.data) {
    return (
      <>
        {backLink}
        <Stack spacing={3} role="status" aria-busy="true" aria-label="Loading the user">
          <Skeleton variant="text" width={280} height={48} />
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      </>
    );
  }

  const { user } = details.data;
  const target = dialog === null ? null : user;
  // The server refuses both on the admin's own account: disabled, with its reason beside them.
  const own = user.id === currentUserId;
  return (
    <>
      {backLink}
      <PageHeader
        title={userDisplayName(user)}
        subtitle={user.email ?? user.id}
        actions={
          <>
            {own ? (
              <Typography variant="body2" color="text.secondary" id="own-account-reason" sx={{ alignSelf: 'center' }}>
                {OWN_ROLE_REASON} {OWN_DEACTIVATE_REASON}
              </Typography>
            ) : null}
            <Button
              variant="outlined"
              startIcon={<AdminPanelSettingsOutlined />}
              onClick={() => setDialog('role')}
              disabled={own}
              aria-describedby={own ? 'own-account-reason' : undefined}
            >
              Change role
            </Button>
            {user.isActive ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<PersonOffOutlined />}
                onClick={() => setDialog('deactivate')}
                disabled={own}
                aria-describedby={own ? 'own-account-reason' : undefined}
              >
                Deactivate
              </Button>
            ) : (
              <Button variant="contained" startIcon={<HowToRegOutlined />} onClick={() => setDialog('reactivate')}>
                Reactivate
              </Button>
            )}
          </>
        }
      />
      <UserDetailsContent details={details.data} />
      <UpdateRoleDialog user={dialog === 'role' ? target : null} onClose={close} />
      <DeactivateUserDialog user={dialog === 'deactivate' ? target : null} onClose={close} />
      <ReactivateUserDialog user={dialog === 'reactivate' ? target : null} onClose={close} />
    </>
  );
}

function accountItems(user: UserDto): [string, ReactNode][] {
  return [
    ['Status', <UserStatusChip key="status" user={user} />],
    ['Role', user.role === 'admin' ? 'Admin' : 'Vendor'],
    ['Email', user.email ?? 'N/A'],
    ['User ID', user.id],
    ['Joined', sltDateTimeLabel(user.createdAt)],
  ];
}

function UserDetailsContent({ details }: { details: AdminUserDetailsDto }) {
  const { user, sales } = details;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Section title="Account">
          <DetailList label="Account details" items={accountItems(user)} />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Grid container spacing={3} component="section" aria-label="Sales totals">
          <Grid size={{ xs: 12, sm: 6 }}>
            <StatCard
              title="Sales (all time)"
              value={formatLindens(sales.allTime.revenue)}
              change={`${sales.allTime.sales.toLocaleString('en-US')} sales · ${formatLindens(sales.allTime.commission, 2)} commission`}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <StatCard
              title="Sales (last 30 days)"
              value={formatLindens(sales.last30Days.revenue)}
              change={`${sales.last30Days.sales.toLocaleString('en-US')} sales · ${formatLindens(sales.last30Days.commission, 2)} commission`}
            />
          </Grid>
        </Grid>
      </Grid>
      <Grid size={12}>
        <Section title="Vendors">
          <UserVendorsTable vendors={details.vendors} />
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title="Recent activity">
          <UserActivityList entries={details.recentActivity} />
        </Section>
      </Grid>
      {user.role === 'admin' ? (
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            An admin sees every merchant&apos;s data; this page shows the admin&apos;s own vendors and sales.
          </Typography>
        </Grid>
      ) : null}
    </Grid>
  );
}
