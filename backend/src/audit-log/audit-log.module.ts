import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ActivitiesRepository } from './activities.repository';
import { ActivitiesService } from './activities.service';
import { Activity } from './activity.entity';
import { AuditLogsController } from './audit-logs.controller';
import { AuditLogsRepository } from './audit-logs.repository';
import { AuditLogsService } from './audit-logs.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Activity])],
  controllers: [AuditLogsController],
  providers: [ActivitiesRepository, ActivitiesService, AuditLogsRepository, AuditLogsService],
  exports: [ActivitiesService],
})
export class AuditLogModule {}
