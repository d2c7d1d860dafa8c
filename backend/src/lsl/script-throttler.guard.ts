import { Injectable } from '@nestjs/common';
import { NamedThrottlerGuard } from '../auth/guards/user-throttler.guard';
import type { InWorldRequest } from './in-world-request';

/** Names of the throttlers registered in AppModule for in-world scripts: 50 a minute and 1000 an hour per vendor key. */
export const SCRIPT_THROTTLERS = ['script-minute', 'script-hour'];

/**
 * Counts script calls per vendor key: the body's vendor_id when it has one (sales), otherwise the API key
 * (delivery box, terminal). The owner is part of the tracker, so nobody can use up another merchant's
 * allowance by sending their vendor key with a key of their own.
 */
@Injectable()
export class ScriptThrottlerGuard extends NamedThrottlerGuard {
  protected readonly throttlerNames = SCRIPT_THROTTLERS;

  protected trackerFor(raw: Record<string, unknown>): string | undefined {
    const request = raw as unknown as InWorldRequest;
    if (!request.apiKey) return undefined;
    const body = request.body as { vendor_id?: unknown } | undefined;
    const vendorKey = body && typeof body === 'object' ? body.vendor_id : undefined;
    if (typeof vendorKey === 'string' && vendorKey.length > 0 && vendorKey.length <= 64) {
      return `vendor:${request.apiKey.owner.id}:${vendorKey.toLowerCase()}`;
    }
    return `key:${request.apiKey.id}`;
  }
}
