import { randomBytes } from 'node:crypto';

import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { catchError, type Observable, throwError } from 'rxjs';

import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { FAIL_FAST, RedisConnections } from '../../redis/redis-connections';
import { type FailureStore, InProcessFailureStore, RedisFailureStore } from './sign-in-failures';

/** 429 for a sign-in while the account or the address has used up its failures; carries the seconds to wait. */
export class TooManySignInFailuresException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or reset your password with "Forgot password?".`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** Sets Retry-After on the answer when a handler refuses with TooManySignInFailuresException. */
@Injectable()
export class SignInRetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof TooManySignInFailuresException) {
          context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}

/** One attempt's places under its keys, taken before the password is checked. */
export interface SignInAttempt {
  /** The password was right: the address's place is given back and the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** Something other than the password went wrong: the place is given back. */
  abandoned(): Promise<void>;
}

/**
 * Failed built-in sign-ins (and wrong current passwords) per account and per client address: THROTTLE_SIGN_IN_FAILURES
 * (10) within THROTTLE_SIGN_IN_FAILURE_WINDOW_SECONDS (15 minutes), then 429 until the window has room, whatever the
 * password. Counted in Redis when REDIS_URL is set, so every instance sees the same counts; in process otherwise, or
 * while Redis is away (the limit then holds per instance rather than stopping sign-ins).
 */
@Injectable()
export class SignInLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger('SignInLimit');
  private readonly local = new InProcessFailureStore();
  private readonly shared: { store: FailureStore; ready: () => boolean } | null = null;
  private onItsOwn = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    redis: RedisConnections,
  ) {
    // Only the built-in sign-in counts failures; with an external provider there is nothing to share.
    if (redis.enabled && !config.auth.jwksUri) {
      const client = redis.connect('sign-in-failures', { ...FAIL_FAST, keyPrefix: `${redis.prefix}sign-in-failures:` });
      this.shared = { store: new RedisFailureStore(client), ready: () => client.status === 'ready' };
    }
  }

  /** Takes this attempt's place under the account and the address; refuses with 429 when either is full. */
  async begin(email: string, address: string | undefined): Promise<SignInAttempt> {
    const accountKey = `account:${email.toLowerCase()}`;
    const keys = address ? [accountKey, `address:${address}`] : [accountKey];
    const member = `${Date.now()}:${randomBytes(6).toString('hex')}`;
    const { limit, windowSeconds } = this.config.signInFailures;
    const { store, waitMs } = await this.reserve(keys, member, limit, windowSeconds * 1000);
    if (waitMs > 0) throw new TooManySignInFailuresException(Math.max(1, Math.ceil(waitMs / 1000)));
    return {
      succeeded: async () => {
        await this.quietly(() => store.release(keys, member));
        await this.quietly(() => store.clear(accountKey));
      },
      abandoned: () => this.quietly(() => store.release(keys, member)),
    };
  }

  /** Forgets the account's failures (its owner proved the mailbox by resetting the password). */
  async clearAccount(email: string): Promise<void> {
    const key = `account:${email.toLowerCase()}`;
    await this.local.clear(key);
    if (this.shared?.ready()) await this.quietly(() => this.shared!.store.clear(key));
  }

  onApplicationShutdown(): void {
    this.local.stop();
  }

  private async reserve(keys: string[], member: string, limit: number, windowMs: number): Promise<{ store: FailureStore; waitMs: number }> {
    if (this.shared) {
      if (this.shared.ready()) {
        try {
          const waitMs = await this.shared.store.reserve(keys, member, limit, windowMs, Date.now());
          if (this.onItsOwn) {
            this.onItsOwn = false;
            this.logger.log({ msg: 'Failed sign-ins are counted in Redis again' });
          }
          return { store: this.shared.store, waitMs };
        } catch (error) {
          this.countAlone((error as Error).message);
        }
      } else {
        this.countAlone('not connected');
      }
    }
    return { store: this.local, waitMs: await this.local.reserve(keys, member, limit, windowMs, Date.now()) };
  }

  private countAlone(reason: string): void {
    if (this.onItsOwn) return;
    this.onItsOwn = true;
    this.logger.error({ msg: 'Redis is unreachable: failed sign-ins are counted by this instance alone until it is back', err: reason });
  }

  /** Giving a place back is best effort: a Redis hiccup must not fail a sign-in that succeeded. */
  private async quietly(action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      this.logger.warn({ msg: 'Could not update the failed sign-in count', err: (error as Error).message });
    }
  }
}
