import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { useReadAllNotifications, useReadNotification } from '../../api/generated/endpoints/notifications/notifications';
import type { NotificationDto, NotificationListDto } from '../../api/generated/model';
import { sltDateTimeLabel } from '../../ui/slt-format';
import { useToast } from '../../ui/toast/toast-context';
import { allRead, notificationsQueryKey, useNotifications, useNotificationStream } from './use-notifications';

const MENU_WIDTH = 380;

/** The accessible name of the bell, with the unread count. */
export function bellLabel(unread: number): string {
  return unread === 0 ? 'Notifications' : `Notifications (${unread} unread)`;
}

interface NotificationRowProps {
  notification: NotificationDto;
  onOpen: (notification: NotificationDto) => void;
}

function NotificationRow({ notification, onOpen }: NotificationRowProps) {
  return (
    <MenuItem
      onClick={() => onOpen(notification)}
      sx={{ alignItems: 'flex-start', flexDirection: 'column', gap: 0.25, whiteSpace: 'normal', py: 1.25 }}
      aria-label={`${notification.read ? '' : 'Unread: '}${notification.title}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
        {notification.read ? null : (
          <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flex: 'none' }} />
        )}
        <Typography variant="subtitle2" sx={{ fontWeight: notification.read ? 500 : 700 }}>
          {notification.title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {notification.body}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {sltDateTimeLabel(notification.createdAt)}
      </Typography>
    </MenuItem>
  );
}

/** The bell in the top bar: the unread count, the latest notifications, 'Mark all read'; kept live by the stream. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const notifications = useNotifications();
  useNotificationStream();
  const list = notifications.data;
  const unread = list?.unreadCount ?? 0;

  const readAll = useReadAllNotifications({
    mutation: {
      onSuccess: () => {
        const current = queryClient.getQueryData<NotificationListDto>(notificationsQueryKey());
        if (current) queryClient.setQueryData(notificationsQueryKey(), allRead(current));
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: `Failed to mark notifications read: ${error.message}` }),
    },
  });
  const readOne = useReadNotification({
    mutation: { onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey() }) },
  });

  const open = (notification: NotificationDto) => {
    setAnchor(null);
    if (!notification.read) readOne.mutate({ id: notification.id });
    if (notification.link) void navigate(notification.link);
  };

  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} max={99} color="error" invisible={unread === 0} data-testid="notification-count">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        // Kept inside the top bar's banner landmark, like the account menu.
        disablePortal
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: MENU_WIDTH, maxWidth: 'calc(100vw - 16px)', maxHeight: 520 } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Notifications
          </Typography>
          <Button
            size="small"
            onClick={() => {
              // The button is disabled at once: keep the keyboard in the list (Escape still closes it) rather than on the page.
              listRef.current?.focus();
              readAll.mutate();
            }}
            disabled={unread === 0 || readAll.isPending}
          >
            Mark all read
          </Button>
        </Box>
        <Divider />
        {notifications.isPending ? (
          <Box sx={{ px: 2, py: 1 }} aria-busy="true" aria-label="Loading notifications">
            {[0, 1, 2].map((row) => (
              <Box key={row} sx={{ py: 1 }}>
                <Skeleton width="60%" />
                <Skeleton />
              </Box>
            ))}
          </Box>
        ) : notifications.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void notifications.refetch()}>
                Retry
              </Button>
            }
          >
            Failed to load notifications: {notifications.error.message}
          </Alert>
        ) : list && list.items.length > 0 ? (
          <MenuList ref={listRef} aria-label="Notifications" autoFocusItem sx={{ py: 0 }}>
            {list.items.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onOpen={open} />
            ))}
          </MenuList>
        ) : (
          <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            No notifications yet
          </Typography>
        )}
      </Popover>
    </>
  );
}
