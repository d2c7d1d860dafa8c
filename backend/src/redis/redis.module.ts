import { Global, Module } from '@nestjs/common';

import { RedisConnections } from './redis-connections';

/** Redis connections for the features that share state between instances (throttling, jobs, live events). */
@Global()
@Module({ providers: [RedisConnections], exports: [RedisConnections] })
export class RedisModule {}
