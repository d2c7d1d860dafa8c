import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isAllowedBoxUrl } from '../in-world-objects/box-url';
import { InWorldObjectsService } from '../in-world-objects/in-world-objects.service';

/** A box must answer its HTTP-in request within 25 s; a ping is only a nudge, so 5 s is plenty. */
const PING_TIMEOUT_MS = 5_000;

/**
 * Tells a delivery box that deliveries wait for it, through the URL it registered (llRequestURL), so it fetches
 * them at once instead of at its next poll. A URL that does not answer is forgotten: the box polls until its next
 * heartbeat brings a fresh one.
 */
@Injectable()
export class BoxPinger {
  private readonly logger = new Logger('BoxPinger');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly objects: InWorldObjectsService,
  ) {}

  /** Pings each URL once; resolves when every ping has answered or given up. Never throws. */
  async ping(urls: { url: string; deliveries: number }[]): Promise<void> {
    await Promise.all(urls.map(({ url, deliveries }) => this.pingOne(url, deliveries)));
  }

  private async pingOne(url: string, deliveries: number): Promise<void> {
    if (!isAllowedBoxUrl(url, this.config.boxUrlHosts)) return;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deliveries }),
        redirect: 'manual',
        signal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return;
      this.logger.warn({ msg: 'A delivery box URL answered with an error; it is forgotten', status: response.status });
    } catch (error) {
      this.logger.warn({ msg: 'A delivery box URL did not answer; it is forgotten', err: (error as Error).message });
    }
    await this.objects.forgetUrl(url).catch(() => undefined);
  }
}
