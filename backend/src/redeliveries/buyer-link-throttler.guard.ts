import { Injectable } from '@nestjs/common';

import { NamedThrottlerGuard } from '../auth/guards/user-throttler.guard';

/**
 * The buyer's page calls no one signs in for: the per-user limit (THROTTLE_USER_PER_MINUTE), counted per client
 * address, so a script guessing links from one address is slowed down as a person would never be.
 */
@Injectable()
export class BuyerLinkThrottlerGuard extends NamedThrottlerGuard {
  protected readonly throttlerNames = ['user'];

  protected trackerFor(request: { ip?: string }): string | undefined {
    return request.ip ? `buyer-link:${request.ip}` : undefined;
  }
}
