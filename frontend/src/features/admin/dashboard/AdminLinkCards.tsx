import AnalyticsOutlined from '@mui/icons-material/AnalyticsOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface AdminLink {
  title: string;
  description: string;
  path: string;
  icon: typeof SvgIcon;
}

const ADMIN_LINKS: AdminLink[] = [
  { title: 'User Management', description: 'Search users, change roles and deactivate accounts', path: '/admin/users', icon: PeopleOutlined },
  { title: 'Vendor Management', description: 'Every vendor location on the platform', path: '/admin/vendors', icon: StorefrontOutlined },
  { title: 'Commission Settings', description: 'Global and vendor rates with volume discounts', path: '/admin/commissions', icon: PercentOutlined },
  { title: 'Audit Logs', description: 'A record of administrative changes', path: '/admin/audit-logs', icon: HistoryOutlined },
  { title: 'Platform Analytics', description: 'Sales and growth across all vendors', path: '/admin/analytics', icon: AnalyticsOutlined },
  { title: 'Activity Monitor', description: 'Live activity across the platform', path: '/admin/activities', icon: MonitorHeartOutlined },
];

function AdminLinkCard({ title, description, path, icon: Icon }: AdminLink) {
  return (
    <Card>
      <CardActionArea component={RouterLink} to={path} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Stack aria-hidden sx={{ p: 1.25, borderRadius: 2, bgcolor: 'action.hover', color: 'primary.main' }}>
              <Icon />
            </Stack>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            </Stack>
            <ChevronRight aria-hidden color="action" />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** docs/product.md, 3.18, Platform Administration: six link cards to the admin sections. */
export function AdminLinkCards() {
  return (
    <Grid container spacing={2} component="nav" aria-label="Administration sections">
      {ADMIN_LINKS.map((link) => (
        <Grid key={link.path} size={{ xs: 12, sm: 6, lg: 4 }}>
          <AdminLinkCard {...link} />
        </Grid>
      ))}
    </Grid>
  );
}
