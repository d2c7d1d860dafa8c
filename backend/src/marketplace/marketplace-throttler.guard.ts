import { Injectable } from '@nestjs/common';

import { NamedThrottlerGuard } from '../auth/guards/user-throttler.guard';

/**
 * The per-user limit (THROTTLE_USER_PER_MINUTE), counted per notification address rather than per client address:
 * the Marketplace calls every merchant's address from the same few servers, so one busy merchant must not use up the
 * others' allowance.
 */
@Injectable()
export class MarketplaceThrottlerGuard extends NamedThrottlerGuard {
  protected readonly throttlerNames = ['user'];

  protected trackerFor(request: { params?: { token?: unknown } }): string | undefined {
    const token = request.params?.token;
    return typeof token === 'string' ? `marketplace:${token.slice(0, 64)}` : undefined;
  }
}
