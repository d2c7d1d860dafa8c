import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeEventSource } from '../test/fake-event-source';
import { bodyOf } from '../test/fetch-calls';
import { setAuthTokenSource } from './auth-token';
import { openLiveStream, type StreamStatus } from './live-stream';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Each ticket request gets the next ticket: ticket-1, ticket-2... */
function issueTickets() {
  let issued = 0;
  fetchMock.mockImplementation(() => {
    issued += 1;
    return Promise.resolve(json(201, { ticket: `ticket-${issued}`, expiresAt: '2026-11-23T12:01:00.000Z' }));
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.reset();
  setAuthTokenSource(() => Promise.resolve('token-123'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setAuthTokenSource(null);
});

describe('openLiveStream', () => {
  it('asks for a ticket with the bearer token, then listens to the named events of the stream', async () => {
    issueTickets();
    const events: Array<[string, unknown]> = [];
    const opens: boolean[] = [];
    const close = openLiveStream({
      stream: 'monitor',
      url: '/api/admin/activities/stream?kind=sale',
      events: ['snapshot', 'entry'],
      onEvent: (event, data) => events.push([event, JSON.parse(data)]),
      onOpen: (reconnected) => opens.push(reconnected),
    });

    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/notifications/stream-ticket');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-123');
    expect(bodyOf(init)).toEqual({ stream: 'monitor' });
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/admin/activities/stream?kind=sale&ticket=ticket-1');

    source.open();
    source.emit('snapshot', { entries: [] });
    source.emit('entry', { id: 'sale:1' });
    source.emit('other', { ignored: true });
    expect(opens).toEqual([false]);
    expect(events).toEqual([
      ['snapshot', { entries: [] }],
      ['entry', { id: 'sale:1' }],
    ]);
    close();
    expect(source.closed).toBe(true);
  });

  it('opens the stream again with a new ticket after it drops, saying it reconnected', async () => {
    issueTickets();
    const opens: boolean[] = [];
    const statuses: StreamStatus[] = [];
    const close = openLiveStream({
      stream: 'notifications',
      url: '/api/notifications/stream',
      events: ['created'],
      onEvent: vi.fn(),
      onOpen: (reconnected) => opens.push(reconnected),
      onStatus: (status) => statuses.push(status),
      firstDelayMs: 5,
    });
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = FakeEventSource.latest();
    first.open();
    first.fail();
    expect(first.closed).toBe(true);

    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    const second = FakeEventSource.latest();
    expect(second.url).toBe('/api/notifications/stream?ticket=ticket-2');
    second.open();
    expect(opens).toEqual([false, true]);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'reconnecting', 'open']);
    close();
  });

  it('stops for good when the ticket is refused, and never opens the stream', async () => {
    fetchMock.mockResolvedValue(json(403, { statusCode: 403, error: 'Forbidden', message: 'You do not have permission to perform this action.' }));
    const statuses: Array<[StreamStatus, number | undefined]> = [];
    const close = openLiveStream({
      stream: 'monitor',
      url: '/api/admin/activities/stream',
      events: ['entry'],
      onEvent: vi.fn(),
      onStatus: (status, error) => statuses.push([status, error?.status]),
      firstDelayMs: 5,
    });
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual(['stopped', 403]));
    // Well past several pauses: it never asked again.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toEqual([]);
    close();
  });

  it('tries again when the ticket cannot be had for now (a server error)', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { statusCode: 503, message: 'Service unavailable' }));
    fetchMock.mockResolvedValue(json(201, { ticket: 'ticket-after', expiresAt: '2026-11-23T12:01:00.000Z' }));
    const close = openLiveStream({ stream: 'notifications', url: '/api/notifications/stream', events: [], onEvent: vi.fn(), firstDelayMs: 5 });
    await vi.waitFor(() => expect(FakeEventSource.instances.map((source) => source.url)).toEqual(['/api/notifications/stream?ticket=ticket-after']));
    close();
  });

  it('stops reconnecting once closed', async () => {
    issueTickets();
    const close = openLiveStream({ stream: 'notifications', url: '/api/notifications/stream', events: [], onEvent: vi.fn(), firstDelayMs: 5 });
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.latest().fail();
    close();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
