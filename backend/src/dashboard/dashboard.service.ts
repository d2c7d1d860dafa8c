import { Injectable } from '@nestjs/common';

import { Clock } from '../common/clock';
import type { User } from '../users/user.entity';
import { DashboardRepository } from './dashboard.repository';
import type { CurrentEventDto, DashboardStatsDto, RecentTransactionDto, SalesPointDto, TopProductDto } from './dto/dashboard.dto';
import { SALES_RANGE_DAYS, type SalesRange } from './dto/dashboard-query.dto';

export const DEFAULT_CARD_ROWS = 4;
const TOP_PRODUCTS_DAYS = 30;
/** The price-mismatch warning counts the flagged sales of this many days, the week the daily alerts covered. */
export const PRICE_MISMATCH_DAYS = 7;

/** The personal dashboard: every figure covers the caller's own vendors, admins included. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly clock: Clock,
  ) {}

  async stats(user: User): Promise<DashboardStatsDto> {
    const now = this.clock.now();
    const [today, activeVendors, event, priceMismatches] = await Promise.all([
      this.dashboard.todayTotals(user.id, now),
      this.dashboard.activeVendorCount(user.id),
      this.dashboard.currentEvent(user.id, now),
      this.dashboard.priceMismatchCount(user.id, new Date(now.getTime() - PRICE_MISMATCH_DAYS * 24 * 3600_000), now),
    ]);
    return {
      totalSalesToday: Number(today.sales),
      activeVendors,
      commissionEarned: today.commission,
      eventVisitors: event?.uniqueVisitors ?? 0,
      priceMismatches,
    };
  }

  async sales(user: User, range: SalesRange = '7days'): Promise<SalesPointDto[]> {
    // to_char patterns: 'Dy' is the weekday ('Mon'), 'Mon FMDD' month and day ('Jan 5').
    const labelFormat = range === '7days' ? 'Dy' : 'Mon FMDD';
    const rows = await this.dashboard.salesByDay(user.id, this.clock.now(), SALES_RANGE_DAYS[range], labelFormat);
    return rows.map((row) => ({ date: row.date, label: row.label, total: Number(row.total) }));
  }

  async topProducts(user: User, limit = DEFAULT_CARD_ROWS): Promise<TopProductDto[]> {
    const rows = await this.dashboard.topProducts(user.id, this.clock.now(), TOP_PRODUCTS_DAYS, limit);
    return rows.map((row) => ({ productId: row.productId, name: row.name, unitsSold: row.unitsSold, revenue: Number(row.revenue) }));
  }

  async recentTransactions(user: User, limit = DEFAULT_CARD_ROWS): Promise<RecentTransactionDto[]> {
    const rows = await this.dashboard.recentSales(user.id, limit);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  async currentEvent(user: User): Promise<CurrentEventDto | null> {
    const row = await this.dashboard.currentEvent(user.id, this.clock.now());
    return row && { ...row, totalSales: Number(row.totalSales) };
  }
}
