import { Global, Module } from '@nestjs/common';

import { RedisConnections } from '../redis/redis-connections';
import { EventBus, LocalEventBus } from './event-bus';
import { RedisEventBus } from './redis-event-bus';

/** Live events for every instance: in process without REDIS_URL, Redis pub/sub with it. Inject `EventBus`. */
@Global()
@Module({
  providers: [
    {
      provide: EventBus,
      useFactory: (redis: RedisConnections) => (redis.enabled ? new RedisEventBus(redis) : new LocalEventBus()),
      inject: [RedisConnections],
    },
  ],
  exports: [EventBus],
})
export class EventBusModule {}
