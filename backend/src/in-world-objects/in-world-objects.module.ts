import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ReportingObjectsLink } from '../in-world/reporting-objects';
import { inWorldObjectDtosBy } from './dto/in-world-object.dto';
import { HeartbeatHooks } from './heartbeat-hooks';
import { InWorldObject } from './in-world-object.entity';
import { InWorldObjectsRepository } from './in-world-objects.repository';
import { InWorldObjectsService } from './in-world-objects.service';
import { ObjectUrlPinger } from './object-url-pinger';
import { OrderSecret } from './order-secret.entity';
import { OrderSecrets } from './order-secrets';
import { OrderSecretsRepository } from './order-secrets.repository';

/** The in-world objects (vendors, delivery boxes, terminals) and what their heartbeats say. */
@Module({
  imports: [TypeOrmModule.forFeature([InWorldObject, OrderSecret])],
  providers: [InWorldObjectsRepository, InWorldObjectsService, HeartbeatHooks, ObjectUrlPinger, OrderSecretsRepository, OrderSecrets],
  exports: [InWorldObjectsRepository, InWorldObjectsService, HeartbeatHooks, ObjectUrlPinger, OrderSecrets],
})
export class InWorldObjectsModule {
  /** The vendors' and the delivery boxes' lists show the objects reporting for them. */
  constructor(link: ReportingObjectsLink, objects: InWorldObjectsService) {
    link.provide({
      ofVendors: async (vendorIds, now) => inWorldObjectDtosBy(await objects.ofVendors(vendorIds), 'vendorId', now),
      ofBoxes: async (boxIds, now) => inWorldObjectDtosBy(await objects.ofBoxes(boxIds), 'boxId', now),
    });
  }
}
