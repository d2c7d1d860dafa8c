import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { HeartbeatHooks } from './heartbeat-hooks';
import { InWorldObject } from './in-world-object.entity';
import { InWorldObjectsRepository } from './in-world-objects.repository';
import { InWorldObjectsService } from './in-world-objects.service';

/** The in-world objects (vendors, delivery boxes, terminals) and what their heartbeats say. */
@Module({
  imports: [TypeOrmModule.forFeature([InWorldObject])],
  providers: [InWorldObjectsRepository, InWorldObjectsService, HeartbeatHooks],
  exports: [InWorldObjectsRepository, InWorldObjectsService, HeartbeatHooks],
})
export class InWorldObjectsModule {}
