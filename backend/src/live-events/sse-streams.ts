import { PassThrough } from 'node:stream';

import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** A client that does not read keeps this much unsent at most; then its stream is closed and it reconnects. */
const MAX_UNSENT_BYTES = 1024 * 1024;

/** One open Server-Sent Events stream. */
export interface SseStream {
  /** Sends one event: `event: <name>`, and the payload as JSON on one `data:` line. False once the stream is closed. */
  send(event: string, data: unknown): boolean;
  /** Called once when the client goes away or the server closes the stream. */
  onClose(listener: () => void): void;
  close(): void;
  readonly closed: boolean;
}

/**
 * Opens Server-Sent Events streams on Fastify replies and closes them all at shutdown (an open stream would keep
 * the server from stopping). Every stream gets a `: heartbeat` comment every SSE_HEARTBEAT_SECONDS (15 s), so a
 * proxy never sees it idle; `x-accel-buffering: no` keeps nginx from holding events back.
 */
@Injectable()
export class SseStreams implements BeforeApplicationShutdown {
  private readonly logger = new Logger('SseStreams');
  private readonly open = new Set<SseStream>();
  private readonly heartbeatMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.heartbeatMs = config.liveEvents.heartbeatSeconds * 1000;
  }

  /**
   * Starts the response: status 200 and the event-stream headers go out at once, before any event. `stillAllowed`
   * is asked at every heartbeat: a user deactivated (or no longer an admin) since the stream opened loses it.
   */
  start(reply: FastifyReply, options: { stillAllowed?: () => Promise<boolean> } = {}): SseStream {
    const body = new PassThrough();
    const listeners: Array<() => void> = [];
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      this.open.delete(stream);
      body.end();
      for (const listener of listeners.splice(0)) listener();
    };
    const write = (chunk: string): boolean => {
      if (closed) return false;
      body.write(chunk);
      if (body.writableLength > MAX_UNSENT_BYTES) {
        close();
        return false;
      }
      return true;
    };
    const stream: SseStream = {
      send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      onClose: (listener) => {
        if (closed) listener();
        else listeners.push(listener);
      },
      close,
      get closed() {
        return closed;
      },
    };
    const heartbeat = setInterval(() => {
      if (!write(': heartbeat\n\n') || !options.stillAllowed) return;
      options.stillAllowed().then(
        (allowed) => {
          if (!allowed) close();
        },
        // The database is away: the stream stays, and is asked again at the next heartbeat.
        () => undefined,
      );
    }, this.heartbeatMs);
    heartbeat.unref();
    reply.raw.on('close', close);
    body.on('error', close);
    this.open.add(stream);

    reply
      .status(200)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no');
    void reply.send(body);
    // The first bytes send the headers, so the client knows at once that the stream is open.
    write(': connected\n\n');
    return stream;
  }

  /**
   * Starts a stream (see `start`) and runs `work` on it. Once the headers went out no error answer can follow, so an
   * error in `work` (the database away, a bug) is logged with the request, closes this stream only, and goes no further:
   * the client's EventSource reconnects, and the server goes on serving everyone else.
   */
  async run(reply: FastifyReply, options: { stillAllowed?: () => Promise<boolean> }, work: (stream: SseStream) => Promise<void>): Promise<void> {
    const stream = this.start(reply, options);
    try {
      await work(stream);
    } catch (error) {
      this.logger.error({
        msg: 'A live stream failed after it started',
        requestId: reply.request?.id,
        url: reply.request?.url,
        err: (error as Error)?.stack ?? String(error),
      });
      stream.close();
    }
  }

  beforeApplicationShutdown(): void {
    for (const stream of [...this.open]) stream.close();
  }
}
