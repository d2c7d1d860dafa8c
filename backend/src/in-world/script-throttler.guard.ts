import { Injectable } from '@nestjs/common';

import { NamedThrottlerGuard } from '../auth/guards/user-throttler.guard';
import type { InWorldRequest } from './in-world-request';

/** The throttler counting every call of one API key, whatever object sent it (registered in AppModule). */
export const SCRIPT_KEY_THROTTLER = 'script-key';

/**
 * Names of the throttlers registered in AppModule for in-world scripts: 50 a minute and 1000 an hour per object
 * (vendor or delivery box), and a ceiling per API key.
 */
export const SCRIPT_THROTTLERS = ['script-minute', 'script-hour', SCRIPT_KEY_THROTTLER];

/**
 * Counts script calls per object: a vendor or delivery box of the key's owner that exists (InWorldAuthGuard looks
 * it up and sets `request.scriptObject`), otherwise against the API key itself, so keys invented by the caller
 * share one allowance instead of getting a fresh one each. Every call also counts against the API key's ceiling.
 * The owner is part of an object's tracker, so nobody can use up another merchant's allowance by naming their vendor.
 */
@Injectable()
export class ScriptThrottlerGuard extends NamedThrottlerGuard {
  protected readonly throttlerNames = SCRIPT_THROTTLERS;

  protected trackerFor(raw: Record<string, unknown>, throttler: string): string | undefined {
    const request = raw as unknown as InWorldRequest;
    if (!request.apiKey) return undefined;
    if (throttler === SCRIPT_KEY_THROTTLER || !request.scriptObject) return `key:${request.apiKey.id}`;
    return request.scriptObject;
  }
}
