import { Injectable } from '@nestjs/common';
import { NamedThrottlerGuard } from '../auth/guards/user-throttler.guard';
import type { InWorldRequest } from './in-world-request';

/** Names of the throttlers registered in AppModule for in-world scripts: 50 a minute and 1000 an hour per vendor key. */
export const SCRIPT_THROTTLERS = ['script-minute', 'script-hour'];

/**
 * Counts script calls per vendor key: the body's vendor_id when it has one (sales, vendor heartbeats), per box key
 * for a delivery box (box_id in the body or the query), otherwise the API key (terminal). The owner is part of the
 * tracker, so nobody can use up another merchant's allowance by sending their vendor or box key with a key of their own.
 */
@Injectable()
export class ScriptThrottlerGuard extends NamedThrottlerGuard {
  protected readonly throttlerNames = SCRIPT_THROTTLERS;

  protected trackerFor(raw: Record<string, unknown>): string | undefined {
    const request = raw as unknown as InWorldRequest;
    if (!request.apiKey) return undefined;
    const body = request.body && typeof request.body === 'object' ? (request.body as { vendor_id?: unknown; box_id?: unknown }) : {};
    const query = request.query && typeof request.query === 'object' ? (request.query as { box_id?: unknown }) : {};
    const usable = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;
    if (usable(body.vendor_id)) return `vendor:${request.apiKey.owner.id}:${body.vendor_id.toLowerCase()}`;
    const boxKey = usable(body.box_id) ? body.box_id : usable(query.box_id) ? query.box_id : null;
    if (boxKey) return `box:${request.apiKey.owner.id}:${boxKey.toLowerCase()}`;
    return `key:${request.apiKey.id}`;
  }
}
