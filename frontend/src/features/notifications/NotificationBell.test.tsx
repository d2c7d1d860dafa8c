import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { NotificationDto, NotificationListDto } from '../../api/generated/model';
import { appTheme } from '../../app/theme';
import { FakeEventSource } from '../../test/fake-event-source';
import { ToastProvider } from '../../ui/toast/ToastProvider';
import { NotificationBell } from './NotificationBell';
import { withNewNotification } from './use-notifications';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function notification(id: number, fields: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id,
    kind: 'sale_milestone',
    title: `Notice ${id}`,
    body: `What happened ${id}.`,
    link: '/transactions',
    read: false,
    // 18:04 UTC is 10:04 AM in SLT (PST).
    createdAt: '2026-11-23T18:04:00.000Z',
    ...fields,
  };
}

/** The API as the bell uses it; the stream is a FakeEventSource the test sends events into. */
function serve(list: NotificationListDto) {
  let current = list;
  const server = {
    /** A notification written on the server (the stream announces it afterwards). */
    add: (added: NotificationDto) => {
      current = { items: [added, ...current.items], unreadCount: current.unreadCount + 1 };
    },
  };
  const answer = (input: Parameters<typeof fetch>[0], init?: RequestInit): Response => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/notifications/stream-ticket') return json(201, { ticket: 'ticket-1', expiresAt: '2026-11-23T12:01:00.000Z' });
    if (url === '/api/notifications/read-all' && init?.method === 'POST') {
      const marked = current.unreadCount;
      current = { items: current.items.map((item) => ({ ...item, read: true })), unreadCount: 0 };
      return json(200, { marked, unreadCount: 0 });
    }
    const read = /^\/api\/notifications\/(\d+)\/read$/.exec(url);
    if (read && init?.method === 'POST') {
      const id = Number(read[1]);
      current = { items: current.items.map((item) => (item.id === id ? { ...item, read: true } : item)), unreadCount: current.unreadCount - 1 };
      return json(
        200,
        current.items.find((item) => item.id === id),
      );
    }
    if (url.startsWith('/api/notifications')) return json(200, current);
    return json(404, { statusCode: 404, message: 'Not found' });
  };
  fetchMock.mockImplementation((input, init) => Promise.resolve(answer(input, init)));
  return server;
}

/** The bell's stream, once it is open. */
async function openedStream(): Promise<FakeEventSource> {
  await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  const source = FakeEventSource.latest();
  expect(source.url).toBe('/api/notifications/stream?ticket=ticket-1');
  source.open();
  return source;
}

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/transactions', element: <p>Transactions page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ThemeProvider theme={appTheme}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup(), router };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

// MUI menus render slowly in jsdom on a busy machine.
describe('NotificationBell', { timeout: 15_000 }, () => {
  it('shows the unread count, and the latest notifications with their time in SLT', async () => {
    serve({ items: [notification(2), notification(1, { read: true })], unreadCount: 1 });
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');

    await user.click(bell);
    const menu = screen.getByRole('menu', { name: 'Notifications' });
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toContainElement(menu);
    expect(within(menu).getByRole('menuitem', { name: 'Unread: Notice 2' })).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Notice 1' })).toBeVisible();
    expect(within(menu).getByText('What happened 2.')).toBeVisible();
    expect(within(menu).getAllByText('Nov 23, 2026, 10:04 AM SLT')).toHaveLength(2);
  });

  it('counts a notification that arrives on the stream at once, and only once', async () => {
    const server = serve({ items: [notification(1)], unreadCount: 1 });
    const { user } = renderBell();
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    const stream = await openedStream();

    server.add(notification(5, { title: 'Your first sale!' }));
    stream.emit('created', { type: 'created', notification: notification(5, { title: 'Your first sale!' }) });
    stream.emit('created', { type: 'created', notification: notification(5, { title: 'Your first sale!' }) });
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    await user.click(bell);
    const items = within(screen.getByRole('menu', { name: 'Notifications' })).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Unread: Your first sale!', 'Unread: Notice 1']);
  });

  it('reloads the list when notifications were read in another tab', async () => {
    serve({ items: [notification(1)], unreadCount: 1 });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    const stream = await openedStream();
    // Another tab marks all read: the server's list changes, and the stream says so.
    await fetch('/api/notifications/read-all', { method: 'POST' });
    stream.emit('read', { type: 'read' });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
  });

  it("'Mark all read' clears the count", async () => {
    serve({ items: [notification(2), notification(1)], unreadCount: 2 });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    // The open menu hides the rest of the page from assistive technology, the bell included: read its label.
    await waitFor(() => expect(screen.getByTestId('notification-count').closest('button')).toHaveAttribute('aria-label', 'Notifications'));
    expect(screen.getByTestId('notification-count').querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/notifications/read-all' && init?.method === 'POST')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(within(screen.getByRole('menu', { name: 'Notifications' })).getByRole('menuitem', { name: 'Notice 2' })).toBeVisible();
  });

  it("keeps the keyboard in the list after 'Mark all read', so Escape closes the menu", async () => {
    serve({ items: [notification(2), notification(1)], unreadCount: 2 });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    expect(screen.getByRole('menu', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('opens the page a notification is about and marks it read', async () => {
    serve({ items: [notification(3)], unreadCount: 1 });
    const { user, router } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unread: Notice 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions'));
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/notifications/3/read' && init?.method === 'POST')).toBe(true);
  });

  it('says when there is nothing yet', async () => {
    serve({ items: [], unreadCount: 0 });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});

describe('withNewNotification', () => {
  it('keeps the latest 20', () => {
    const list = { items: Array.from({ length: 20 }, (_, index) => notification(20 - index, { read: true })), unreadCount: 0 };
    const next = withNewNotification(list, notification(21));
    expect(next.items).toHaveLength(20);
    expect(next.items[0].id).toBe(21);
    expect(next.items.at(-1)!.id).toBe(2);
    expect(next.unreadCount).toBe(1);
  });
});
