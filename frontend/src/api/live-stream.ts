import { ApiError } from './api-error';
import { createStreamTicket } from './generated/endpoints/notifications/notifications';
import type { LiveStream } from './generated/model';

export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

export interface LiveStreamOptions {
  /** Which stream the ticket is for. */
  stream: LiveStream;
  /** The stream's address, with its filters; the ticket is added to it. */
  url: string;
  /** The event names to listen to (Server-Sent Events `event:` lines). */
  events: readonly string[];
  onEvent: (event: string, data: string) => void;
  /** Each time the stream (re)opens; `reconnected` after a drop, when events may have been missed. */
  onOpen?: (reconnected: boolean) => void;
  onStatus?: (status: StreamStatus, error?: ApiError) => void;
  /** The first pause before reconnecting (tests shorten it). */
  firstDelayMs?: number;
}

/** Waits between reconnections: 1 s, doubling up to 30 s; back to the first once a stream opened. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_LONGEST_MS = 30_000;

/** Refused (signed out, not allowed, a bad request): asking again cannot help. A 408, 429 or 5xx can pass. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/**
 * Keeps one of the API's Server-Sent Events streams open with the browser's EventSource. EventSource cannot send the
 * bearer token, so each connection first gets a ticket through the generated client (which sends it), valid a
 * minute, and puts it in the address. When the stream drops (a network error, a server restart, a proxy timing out)
 * it is opened again, with a new ticket, after a pause. A refused ticket (401, 403) stops it for good.
 * Returns the function that closes it.
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const firstDelay = options.firstDelayMs ?? RECONNECT_FIRST_MS;
  let delay = firstDelay;
  let closed = false;
  let opened = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const later = () => {
    if (closed) return;
    options.onStatus?.('reconnecting');
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RECONNECT_LONGEST_MS);
  };

  const connect = async () => {
    options.onStatus?.(opened ? 'reconnecting' : 'connecting');
    let ticket: string;
    try {
      ticket = (await createStreamTicket({ stream: options.stream })).ticket;
    } catch (error) {
      if (closed) return;
      if (isRefusal(error)) options.onStatus?.('stopped', error);
      else later();
      return;
    }
    if (closed) return;
    const separator = options.url.includes('?') ? '&' : '?';
    const current = new EventSource(`${options.url}${separator}ticket=${encodeURIComponent(ticket)}`);
    source = current;
    current.onopen = () => {
      options.onStatus?.('open');
      options.onOpen?.(opened);
      opened = true;
      delay = firstDelay;
    };
    for (const name of options.events) {
      current.addEventListener(name, (event) => options.onEvent(name, (event as MessageEvent<string>).data));
    }
    // EventSource would retry by itself with the same ticket, which may have expired: a new connection gets a new one.
    current.onerror = () => {
      current.close();
      if (source === current) source = null;
      later();
    };
  };

  void connect();
  return () => {
    closed = true;
    source?.close();
    if (timer !== undefined) clearTimeout(timer);
  };
}
