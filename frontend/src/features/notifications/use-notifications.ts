import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getGetNotificationsQueryKey, useGetNotifications } from '../../api/generated/endpoints/notifications/notifications';
import type { NotificationDto, NotificationListDto, NotificationStreamEventDto } from '../../api/generated/model';
import { openLiveStream } from '../../api/live-stream';

/** The bell lists the latest 20. */
export const NOTIFICATIONS_PARAMS = { limit: 20 } as const;
/** GET /api/notifications/stream: the user's notifications as they happen (Server-Sent Events). */
export const NOTIFICATIONS_STREAM_URL = '/api/notifications/stream';

export const notificationsQueryKey = () => getGetNotificationsQueryKey(NOTIFICATIONS_PARAMS);

/** The list with a new notification on top (once, however often it is heard), one more unread, at most `limit` kept. */
export function withNewNotification(list: NotificationListDto, notification: NotificationDto, limit: number = NOTIFICATIONS_PARAMS.limit): NotificationListDto {
  if (list.items.some((item) => item.id === notification.id)) return list;
  return {
    items: [notification, ...list.items].slice(0, limit),
    unreadCount: list.unreadCount + (notification.read ? 0 : 1),
  };
}

/** The list with every notification read. */
export function allRead(list: NotificationListDto): NotificationListDto {
  return { items: list.items.map((item) => (item.read ? item : { ...item, read: true })), unreadCount: 0 };
}

/** The latest notifications and the unread count, from the cache the stream keeps current. */
export function useNotifications() {
  return useGetNotifications(NOTIFICATIONS_PARAMS);
}

/**
 * Keeps the notifications cache live while mounted: a new notification is put on top at once; a read elsewhere (another
 * tab), and each time the stream (re)opens (events may have been missed), the list is loaded again.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = notificationsQueryKey();
    const reload = () => void queryClient.invalidateQueries({ queryKey: key });
    return openLiveStream({
      stream: 'notifications',
      url: NOTIFICATIONS_STREAM_URL,
      events: ['created', 'read'],
      // What happened before the stream listened (between the list's load and now, or while it was down) is read again.
      onOpen: () => reload(),
      onEvent: (event, data) => {
        if (event === 'created') {
          const { notification } = JSON.parse(data) as NotificationStreamEventDto;
          if (!notification) return;
          const current = queryClient.getQueryData<NotificationListDto>(key);
          if (current) queryClient.setQueryData<NotificationListDto>(key, withNewNotification(current, notification));
        }
        // Shown at once above; the list is also read again, so a load still on its way cannot put back what it had.
        reload();
      },
    });
  }, [queryClient]);
}
