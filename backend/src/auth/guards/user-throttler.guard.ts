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
  /** Whom `throttler` counts this request against; undefined counts it against the client's address. */
  protected abstract trackerFor(request: Record<string, unknown>, throttler: string): string | undefined;

  /**
   * Counts the request against this guard's throttlers only, at their configured limits. No route overrides a limit
   * (there is no @Throttle or @SkipThrottle in this codebase), so the base guard's per-route metadata lookups for
   * every registered throttler are skipped: this guard runs on every script call and sale.
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    for (const throttler of this.throttlers) {
      const name = throttler.name ?? 'default';
      if (!this.throttlerNames.includes(name)) continue;
      const { limit, ttl } = throttler;
      if (typeof limit !== 'number' || typeof ttl !== 'number') return super.canActivate(context);
      const blockDuration = typeof throttler.blockDuration === 'number' ? throttler.blockDuration : ttl;
      await this.handleRequest({
        context,
        limit,
        ttl,
        throttler,
        blockDuration,
        getTracker: this.commonOptions.getTracker!,
        generateKey: this.commonOptions.generateKey!,
      });
    }
    return true;
  }

  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const name = props.throttler.name ?? 'default';
    if (!this.throttlerNames.includes(name)) return true;
    return super.handleRequest({ ...props, getTracker: (req) => Promise.resolve(this.trackerFor(req, name) ?? String(req.ip)) });
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${tracker}`;
  }

  protected override throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
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
