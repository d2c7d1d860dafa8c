import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerRequest } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/**
 * Throttling with one named limit and a tracker of our choosing, counted across all routes (not per handler),
 * answering 429 with a plain Retry-After header.
 */
export abstract class NamedThrottlerGuard extends ThrottlerGuard {
  protected abstract readonly throttlerNames: string[];
  protected abstract trackerFor(request: Record<string, unknown>): string | undefined;

  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    if (!this.throttlerNames.includes(props.throttler.name ?? 'default')) return true;
    return super.handleRequest({ ...props, getTracker: async (req) => this.trackerFor(req) ?? String(req.ip) });
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${tracker}`;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    reply.header('retry-after', String(Math.max(1, detail.timeToBlockExpire)));
    throw new ThrottlerException(TOO_MANY_REQUESTS);
  }
}

@Injectable()
export class UserThrottlerGuard extends NamedThrottlerGuard {
  protected readonly throttlerNames = ['user'];

  protected trackerFor(request: { user?: { id: string } }): string | undefined {
    return request.user?.id;
  }
}
