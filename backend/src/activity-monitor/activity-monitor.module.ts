import { Global, Module } from '@nestjs/common';

import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { ActivityMonitorController } from './activity-monitor.controller';
import { ActivityMonitorRepository } from './activity-monitor.repository';
import { ActivityMonitorService } from './activity-monitor.service';
import { MonitorFeed } from './monitor-feed';
import { MonitorHub } from './monitor-hub';

/** The admin activity monitor (/admin/activities). MonitorFeed is how the places where things happen publish to it. */
@Global()
@Module({
  imports: [SalesLedgerModule],
  controllers: [ActivityMonitorController],
  providers: [ActivityMonitorRepository, ActivityMonitorService, MonitorHub, MonitorFeed],
  exports: [MonitorFeed],
})
export class ActivityMonitorModule {}
