import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { Clock } from '../common/clock';
import { InWorldCallsRepository, type NewInWorldCall, type RecordedCall } from './in-world-calls.repository';
import { type InWorldRequest, type InWorldRouteConfig, sentApiKey } from './in-world-request';

/** Calls are written together: at most this long after the answer, or as soon as this many wait. */
const FLUSH_AFTER_MS = 100;
const FLUSH_AT_ROWS = 200;

/**
 * Writes one in_world_calls row per in-world call, refused ones included (bad key, throttled, too large),
 * once the response has gone out so the script never waits for it. Rows are written in batches: one insert for
 * many calls keeps a round trip off every sale (bench/README.md, sale ingestion). Refused and throttled calls go to
 * the listeners (the activity monitor) once written.
 */
@Injectable()
export class InWorldCallsRecorder implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('InWorldCalls');
  private waiting: NewInWorldCall[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly listeners: Array<(refused: RecordedCall[]) => void> = [];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly calls: InWorldCallsRepository,
    private readonly clock: Clock,
  ) {}

  /** Calls `listener` with the refused and throttled calls of every batch written. */
  onRefused(listener: (refused: RecordedCall[]) => void): void {
    this.listeners.push(listener);
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    fastify.addHook('onResponse', async (request, reply) => {
      this.record(request, reply);
    });
  }

  /** Whatever still waits is written before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private record(request: InWorldRequest, reply: FastifyReply): void {
    const access = (request.routeOptions?.config as InWorldRouteConfig | undefined)?.inWorldAccess;
    if (!access) return;
    // Dashboards poll the shared routes with a bearer token: only calls with an API key are in-world calls.
    if (access !== 'script' && !sentApiKey(request)) return;
    this.waiting.push({
      userId: request.inWorldCall?.userId ?? null,
      vendorId: request.inWorldCall?.vendorId ?? null,
      endpoint: `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 100),
      statusCode: reply.statusCode,
      createdAt: this.clock.now(),
    });
    if (this.waiting.length >= FLUSH_AT_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
  }

  /** Writes what waits, one batch after another; a failed insert is logged and never reaches a caller. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return this.writing;
    this.writing = this.writing.then(() =>
      this.calls.insertMany(batch).then(
        (refused) => this.listeners.forEach((listener) => listener(refused)),
        (error: Error) => {
          this.logger.error({ msg: 'Could not record in-world calls', calls: batch.length, err: error.message });
        },
      ),
    );
    return this.writing;
  }
}
