import { Global, Module } from '@nestjs/common';

import { JobsService } from './jobs.service';

/** Periodic background jobs: in process, or shared by every instance through BullMQ when REDIS_URL is set. */
@Global()
@Module({ providers: [JobsService], exports: [JobsService] })
export class JobsModule {}
