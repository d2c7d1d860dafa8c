import { Injectable } from '@nestjs/common';

import { NamedThrottlerGuard } from './user-throttler.guard';

/** The throttler registered in AppModule for the built-in sign-in and sign-up (THROTTLE_SIGN_IN_PER_MINUTE). */
export const SIGN_IN_THROTTLER = 'sign-in';

/**
 * Counts sign-in and sign-up attempts per client address (as TRUST_PROXY lets the server see it), successful or not,
 * so nobody can try passwords at the speed of the server. Counted per address rather than per account, so that
 * nobody can lock a merchant out of their own account by failing to sign in as them.
 */
@Injectable()
export class SignInThrottlerGuard extends NamedThrottlerGuard {
  protected readonly throttlerNames = [SIGN_IN_THROTTLER];

  protected trackerFor(request: { ip?: string }): string | undefined {
    return request.ip ? `address:${request.ip}` : undefined;
  }
}
