import { Global, Module } from '@nestjs/common';

import { RedisConnections } from '../redis/redis-connections';
import { DomainEvents } from './domain-events';
import { EventBus, LocalEventBus } from './event-bus';
import { RedisEventBus } from './redis-event-bus';

/**
 * Live events for every instance (`EventBus`: in process without REDIS_URL, Redis pub/sub with it), and the domain
 * events told inside their transaction (`DomainEvents`).
 */
@Global()
@Module({
  providers: [
    {
      provide: EventBus,
      useFactory: (redis: RedisConnections) => (redis.enabled ? new RedisEventBus(redis) : new LocalEventBus()),
      inject: [RedisConnections],
    },
    DomainEvents,
  ],
  exports: [EventBus, DomainEvents],
})
export class EventBusModule {}
