import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesService } from './activities.service';
import { AuditLogsController } from './audit-logs.controller';
import { AuditLogsRepository } from './audit-logs.repository';
import { AuditLogsService } from './audit-logs.service';
import { Activity } from './activity.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Activity])],
  controllers: [AuditLogsController],
  providers: [ActivitiesService, AuditLogsRepository, AuditLogsService],
  exports: [ActivitiesService],
})
export class ActivitiesModule {}
