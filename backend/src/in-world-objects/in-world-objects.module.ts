import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { InWorldObject } from './in-world-object.entity';
import { InWorldObjectsRepository } from './in-world-objects.repository';

/** The in-world objects (vendors, delivery boxes, terminals) and what their heartbeats say. */
@Module({
  imports: [TypeOrmModule.forFeature([InWorldObject])],
  providers: [InWorldObjectsRepository],
  exports: [InWorldObjectsRepository],
})
export class InWorldObjectsModule {}
