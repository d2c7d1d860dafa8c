import { Injectable } from '@nestjs/common';

import { ObjectUrlPinger } from '../in-world-objects/object-url-pinger';

/**
 * Tells delivery boxes that deliveries wait for them (`{"deliveries": n}`), through the URL each registered, so they
 * fetch them at once instead of at their next poll. Which URLs are kept or forgotten: ObjectUrlPinger.
 */
@Injectable()
export class BoxPinger {
  constructor(private readonly pinger: ObjectUrlPinger) {}

  /** Pings each URL once; resolves when every ping has answered or given up. Never throws. */
  async ping(urls: { url: string; deliveries: number }[]): Promise<void> {
    await Promise.all(urls.map(({ url, deliveries }) => this.pinger.ping(url, { deliveries })));
  }
}
