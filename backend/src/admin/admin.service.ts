import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';

import { ActivitiesService } from '../audit-log/activities.service';
import { Clock } from '../common/clock';
import { AdminRepository } from './admin.repository';
import { type ActivityDto, toActivityDto } from './dto/activity.dto';
import type { PlatformStatsDto } from './dto/platform-stats.dto';

export const DEFAULT_ACTIVITY_LIMIT = 10;

@Injectable()
export class AdminService {
  constructor(
    private readonly repository: AdminRepository,
    private readonly activities: ActivitiesService,
    private readonly clock: Clock,
  ) {}

  async platformStats(): Promise<PlatformStatsDto> {
    const at = this.clock.now();
    const [sales, vendors] = await Promise.all([this.repository.salesTotals(at), this.repository.vendorCounts()]);
    const previousRevenue = new Decimal(sales.previousRevenue);
    const revenueGrowth = previousRevenue.isZero()
      ? null
      : new Decimal(sales.revenue).minus(previousRevenue).div(previousRevenue).times(100).toFixed(1, Decimal.ROUND_HALF_UP);
    return {
      totalRevenue: Number(sales.revenue),
      revenueGrowth,
      activeVendors: vendors.active,
      totalVendors: vendors.total,
      totalTransactions: sales.completedSales,
      transactionsToday: sales.completedSalesToday,
      totalCommission: new Decimal(sales.commission).toFixed(2),
      avgCommissionRate: sales.averageRatePercent,
    };
  }

  async latestActivities(limit = DEFAULT_ACTIVITY_LIMIT): Promise<ActivityDto[]> {
    return (await this.activities.latest(limit)).map(toActivityDto);
  }
}
