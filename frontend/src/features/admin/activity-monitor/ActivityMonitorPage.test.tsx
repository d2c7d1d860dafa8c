import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MonitorEntryDto } from '../../../api/generated/model';
import { appTheme } from '../../../app/theme';
import { FakeEventSource } from '../../../test/fake-event-source';
import { ActivityMonitorPage } from './ActivityMonitorPage';

const fetchMock = vi.fn<typeof fetch>();

const entry = (id: number, fields: Partial<MonitorEntryDto> = {}): MonitorEntryDto => ({
  id: `sale:${id}`,
  kind: 'sale',
  // 20:00 UTC is noon in SLT (PST).
  at: '2026-11-23T20:00:00.000Z',
  merchantId: 'user_luna',
  merchant: 'luna@example.com',
  description: `Sale #${id} of L$250 at Luna Boutique (#4)`,
  activityType: null,
  ...fields,
});

/** The ticket endpoint; each stream is a FakeEventSource the test sends events into. */
function serveTickets() {
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ ticket: 'ticket-1', expiresAt: '2026-11-23T12:01:00.000Z' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

/** The stream opened last, once open; its address without the ticket. */
async function openedStream(count = 1): Promise<{ source: FakeEventSource; url: string }> {
  await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(count));
  const source = FakeEventSource.latest();
  source.open();
  return { source, url: source.url.replace(/[?&]ticket=ticket-1$/, '') };
}

function renderPage(path = '/admin/activities') {
  const router = createMemoryRouter([{ path: '/admin/activities', element: <ActivityMonitorPage /> }], { initialEntries: [path] });
  render(
    <ThemeProvider theme={appTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { user: userEvent.setup(), router };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Activity' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

// MUI pages render slowly in jsdom on a busy machine.
describe('ActivityMonitorPage', { timeout: 15_000 }, () => {
  it('shows the snapshot, then new entries on top as they come, in SLT', async () => {
    serveTickets();
    renderPage();
    expect(await screen.findByLabelText('Loading activity')).toBeInTheDocument();
    const { source, url } = await openedStream();
    expect(url).toBe('/api/admin/activities/stream');

    source.emit('snapshot', { entries: [entry(1)] });
    expect(await screen.findByText('Sale #1 of L$250 at Luna Boutique (#4)')).toBeVisible();
    expect(screen.getByText('Live')).toBeVisible();
    expect(within(rows()[0]).getByText('Nov 23, 2026, 12:00 PM SLT')).toBeVisible();

    source.emit('entry', entry(2));
    await screen.findByText('Sale #2 of L$250 at Luna Boutique (#4)');
    expect(rows().map((row) => row.getAttribute('data-entry-id'))).toEqual(['sale:2', 'sale:1']);
  });

  it('holds new entries while paused and shows them on Resume', async () => {
    serveTickets();
    const { user } = renderPage();
    const { source } = await openedStream();
    source.emit('snapshot', { entries: [entry(1)] });
    await screen.findByText('Sale #1 of L$250 at Luna Boutique (#4)');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused')).toBeVisible();
    source.emit('entry', entry(2));
    source.emit('entry', entry(3));
    const resume = await screen.findByRole('button', { name: 'Resume (2 new)' });
    expect(rows()).toHaveLength(1);

    await user.click(resume);
    expect(rows().map((row) => row.getAttribute('data-entry-id'))).toEqual(['sale:3', 'sale:2', 'sale:1']);
    expect(screen.getByText('Live')).toBeVisible();
  });

  it('filters by kind and merchant through the address, opening a stream for them', async () => {
    serveTickets();
    const { user, router } = renderPage('/admin/activities?kind=sale');
    const first = await openedStream();
    expect(first.url).toBe('/api/admin/activities/stream?kind=sale');
    first.source.emit('snapshot', { entries: [entry(1)] });

    await user.click(await screen.findByRole('button', { name: 'luna@example.com' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?kind=sale&merchant=user_luna'));
    const second = await openedStream(2);
    expect(second.url).toBe('/api/admin/activities/stream?kind=sale&merchant=user_luna');
    expect(first.source.closed).toBe(true);
    second.source.emit('snapshot', { entries: [] });
    expect(await screen.findByText('No activity matches these filters')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((await openedStream(3)).url).toBe('/api/admin/activities/stream');
  });

  it('says why the monitor stopped when its ticket is refused', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'You do not have permission to perform this action.' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderPage();
    expect(await screen.findByText('The activity monitor stopped: You do not have permission to perform this action.')).toBeVisible();
    expect(screen.getByText('Stopped')).toBeVisible();
  });
});
