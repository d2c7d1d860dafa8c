import { Global, Inject, Injectable, Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * The current time for business rules ("today" in SLT, 30-day windows). Tests fix it through
 * CLOCK_FIXED_AT (an ISO date-time), honoured only when NODE_ENV=test.
 */
@Injectable()
export class Clock {
  private readonly fixed: Date | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.fixed = config.nodeEnv === 'test' && config.clockFixedAt ? new Date(config.clockFixedAt) : null;
  }

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
