import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Clock } from '../common/clock';
import { InWorldCallsRepository } from './in-world-calls.repository';
import { type InWorldRequest, type InWorldRouteConfig, sentApiKey } from './in-world-request';

/**
 * Writes one in_world_calls row per in-world call, refused ones included (bad key, throttled, too large),
 * once the response has gone out so the script never waits for it.
 */
@Injectable()
export class InWorldCallsRecorder implements OnModuleInit {
  private readonly logger = new Logger('InWorldCalls');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly calls: InWorldCallsRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    fastify.addHook('onResponse', async (request, reply) => {
      await this.record(request as InWorldRequest, reply);
    });
  }

  private async record(request: InWorldRequest, reply: FastifyReply): Promise<void> {
    const access = (request.routeOptions?.config as InWorldRouteConfig | undefined)?.inWorldAccess;
    if (!access) return;
    // Dashboards poll the shared routes with a bearer token: only calls with an API key are in-world calls.
    if (access !== 'script' && !sentApiKey(request)) return;
    try {
      await this.calls.insert({
        userId: request.inWorldCall?.userId ?? null,
        vendorId: request.inWorldCall?.vendorId ?? null,
        endpoint: `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 100),
        statusCode: reply.statusCode,
        createdAt: this.clock.now(),
      });
    } catch (error) {
      this.logger.error({ msg: 'Could not record an in-world call', reqId: request.id, err: (error as Error).message });
    }
  }
}
