import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { useAuth } from '../../auth/auth-context';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { PRODUCT_NAME } from '../product';

export interface TopBarProps {
  onOpenMenu: () => void;
}

/** Full width above the sidebar on large screens; the hamburger opens the sidebar drawer on small ones. */
export function TopBar({ onOpenMenu }: TopBarProps) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user?.email ?? 'Account');
  const initials = (user?.firstName?.[0] ?? user?.email?.[0] ?? '?').toUpperCase();

  const goTo = (path: string) => {
    setMenuAnchor(null);
    void navigate(path);
  };
  const handleSignOut = async () => {
    setMenuAnchor(null);
    await signOut();
    await navigate('/', { replace: true });
  };

  return (
    <AppBar
      position="fixed"
      // Above the permanent sidebar on large screens; below the temporary drawer on small ones.
      sx={(theme) => ({ [theme.breakpoints.up('md')]: { zIndex: theme.zIndex.drawer + 1 } })}
    >
      {/* Tighter gaps on phones so the whole product name fits at 375 px; narrower still, it wraps rather than being cut. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton edge="start" onClick={onOpenMenu} aria-label="Open menu" sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, lineHeight: 1.2 }}>
          {PRODUCT_NAME}
        </Typography>
        <Chip label="Beta" size="small" color="primary" />
        <Box sx={{ flex: 1 }} />
        <NotificationBell />
        <IconButton
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          aria-label="Account menu"
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : undefined}
        >
          <Avatar src={user?.profileImageUrl ?? undefined} alt={fullName} sx={{ width: 32, height: 32, fontSize: 14 }}>
            {initials}
          </Avatar>
        </IconButton>
        <Menu
          // Kept inside the top bar's banner landmark, so the name and e-mail it shows belong to a landmark (axe: region).
          disablePortal
          anchorEl={menuAnchor}
          open={menuAnchor !== null}
          onClose={() => setMenuAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="subtitle2">{fullName}</Typography>
            {user?.email ? (
              <Typography variant="body2" color="text.secondary">
                {user.email}
              </Typography>
            ) : null}
          </Box>
          <Divider />
          <MenuItem onClick={() => goTo('/settings')}>
            <ListItemIcon>
              <SettingsOutlined fontSize="small" />
            </ListItemIcon>
            Settings
          </MenuItem>
          <MenuItem onClick={() => void handleSignOut()}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Sign out
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
