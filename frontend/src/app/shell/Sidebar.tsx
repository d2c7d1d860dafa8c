import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, matchPath, useLocation } from 'react-router';

import { useAuth } from '../../auth/auth-context';
import { PRODUCT_NAME } from '../product';
import { ADMIN_NAV, MAIN_NAV, type NavItem, SETTINGS_NAV } from './navigation';

export interface SidebarProps {
  /** Present on small screens, where the sidebar is a drawer with its own header and close button. */
  onClose?: () => void;
}

function NavLinkItem({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const selected = matchPath({ path: item.path, end: item.exact ?? false }, pathname) !== null;
  const Icon = item.icon;
  // Each link in its own list item: a list holds only items (WCAG 1.3.1).
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={item.path} selected={selected} aria-current={selected ? 'page' : undefined}>
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

export function Sidebar({ onClose }: SidebarProps) {
  const { isAdmin } = useAuth();
  return (
    <Stack component="nav" aria-label="Main navigation" sx={{ height: '100%' }}>
      {onClose ? (
        <>
          <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
                {PRODUCT_NAME}
              </Typography>
              <Chip label="Beta" size="small" color="primary" variant="outlined" />
            </Stack>
            <IconButton onClick={onClose} aria-label="Close menu" edge="end">
              <CloseIcon />
            </IconButton>
          </Toolbar>
          <Divider />
        </>
      ) : (
        // Room for the top bar, which spans the sidebar on large screens.
        <Toolbar />
      )}
      <Box sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <List dense disablePadding>
          {MAIN_NAV.map((item) => (
            <NavLinkItem key={item.path} item={item} />
          ))}
        </List>
        {isAdmin ? (
          <List dense disablePadding subheader={<ListSubheader disableSticky>Administration</ListSubheader>} sx={{ mt: 1 }}>
            {ADMIN_NAV.map((item) => (
              <NavLinkItem key={item.path} item={item} />
            ))}
          </List>
        ) : null}
      </Box>
      <Divider />
      <List dense sx={{ py: 1 }}>
        <NavLinkItem item={SETTINGS_NAV} />
      </List>
    </Stack>
  );
}
