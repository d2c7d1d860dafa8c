import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isAllowedBoxUrl } from './box-url';
import { HeartbeatHooks } from './heartbeat-hooks';
import { InWorldObjectsRepository } from './in-world-objects.repository';

/** A script must answer its HTTP-in request within 25 s; a ping is only a nudge, so 5 s is plenty. */
export const PING_TIMEOUT_MS = 5_000;
/** A URL that failed this many pings in a row (slow, busy or erroring) is forgotten. */
export const FAILED_PINGS_BEFORE_FORGETTING = 3;
/** URLs whose failures are counted at once; beyond it the oldest count is dropped (it starts again from zero). */
const COUNTED_URLS = 10_000;

/** What one ping found: answered (2xx), gone for good (404: the URL is dead; connection refused) or failed this time. */
type PingOutcome = 'answered' | 'gone' | 'failed';

async function send(url: string, body: object, timeoutMs: number): Promise<PingOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return 'answered';
    // Second Life answers 404 for a URL it no longer knows (a script reset, the object taken or moved); 503 and 504
    // mean a full event queue or a script that did not answer in time: busy, not gone.
    return response.status === 404 ? 'gone' : 'failed';
  } catch (error) {
    const code = ((error as Error & { cause?: { code?: string } }).cause ?? {}).code;
    return code === 'ECONNREFUSED' ? 'gone' : 'failed';
  }
}

/**
 * Pings in-world objects through the HTTP-in URL they registered (llRequestURL), so they fetch their work at once
 * instead of at their next poll. A URL is forgotten only when it is gone (404 or a refused connection) or after
 * FAILED_PINGS_BEFORE_FORGETTING failures in a row: a box busy giving items, or a slow region, keeps its URL through a
 * slow answer. A forgotten URL's object polls until its next heartbeat brings a fresh one. The count of failures is
 * this instance's own (docs/decisions/0088-object-urls-kept-through-slow-answers.md).
 */
@Injectable()
export class ObjectUrlPinger {
  private readonly logger = new Logger('ObjectUrlPinger');
  private readonly failures = new Map<string, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly objects: InWorldObjectsRepository,
    private readonly hooks: HeartbeatHooks,
  ) {}

  /** Pings the URL once with `body`; true when it answered. Never throws. */
  async ping(url: string, body: object, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
    if (!isAllowedBoxUrl(url, this.config.boxUrlHosts)) return false;
    const outcome = await send(url, body, timeoutMs);
    if (outcome === 'answered') {
      this.failures.delete(url);
      return true;
    }
    const failures = (this.failures.get(url) ?? 0) + 1;
    this.failures.delete(url);
    if (outcome === 'failed' && failures < FAILED_PINGS_BEFORE_FORGETTING) {
      this.failures.set(url, failures);
      if (this.failures.size > COUNTED_URLS) this.failures.delete(this.failures.keys().next().value!);
      this.logger.warn({ msg: 'An in-world object URL did not answer a ping; it is kept for now', failures });
      return false;
    }
    this.logger.warn({ msg: 'An in-world object URL is forgotten', reason: outcome === 'gone' ? 'gone' : `${failures} failed pings in a row` });
    const reason = outcome === 'gone' ? 'the address is gone (the region restarted or the script reset)' : `${failures} pings in a row went unanswered`;
    try {
      for (const object of await this.objects.forgetUrl(url)) await this.hooks.unreachable({ ...object, reason });
    } catch (error) {
      this.logger.error({ msg: 'Could not forget an in-world object URL', err: (error as Error).message });
    }
    return false;
  }
}
