import { BadRequestException, Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';

import { Clock } from '../common/clock';
import { SLT_TIME_ZONE, sltDate } from '../common/time/second-life-time';
import type { User } from '../users/user.entity';
import { AnalyticsRepository, type BreakdownRow, type DemoConversionRow, type SalesScope } from './analytics.repository';
import { type AnalyticsRange, resolveAnalyticsRange } from './analytics-range';
import type { AnalyticsBreakdownRowDto, AnalyticsBucketDto, AnalyticsDto, AnalyticsTotalsDto, DemoConversionRowDto } from './dto/analytics.dto';
import { type AnalyticsQueryDto, DEFAULT_TOP_ROWS } from './dto/analytics-query.dto';

/** The name of the breakdown row holding sales whose vendor reported no region. */
export const NO_REGION = 'No region recorded';

/**
 * Analytics of completed sales: the caller's own (`/api/analytics`, the same scope as their dashboard, admins
 * included) or the platform's (`/api/admin/analytics`, every merchant, with merchants and new accounts).
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly clock: Clock,
  ) {}

  own(user: User, query: AnalyticsQueryDto): Promise<AnalyticsDto> {
    return this.report(user.id, query);
  }

  platform(query: AnalyticsQueryDto): Promise<AnalyticsDto> {
    return this.report(null, query);
  }

  private async report(scope: SalesScope, query: AnalyticsQueryDto): Promise<AnalyticsDto> {
    const range = this.rangeOf(query);
    const limit = query.limit ?? DEFAULT_TOP_ROWS;
    const platform = scope === null;
    // One query after another: a report holds one pooled connection at a time, never most of the pool the sale path uses.
    const buckets = await this.analytics.series(scope, range);
    const accounts = platform ? await this.analytics.newAccounts(range) : [];
    const merchants = platform ? await this.analytics.topMerchants(range, limit) : null;
    const vendors = await this.analytics.topVendors(scope, range, limit);
    const products = await this.analytics.topProducts(scope, range, limit);
    const events = await this.analytics.topEvents(scope, range, limit);
    const regions = await this.analytics.topRegions(scope, range, limit);
    const demos = await this.analytics.demoConversion(scope, range, limit);

    const accountsByPeriod = new Map(accounts.map((row) => [row.period, row.count]));
    const series: AnalyticsBucketDto[] = buckets.map((row) => ({
      period: row.period,
      firstDay: row.firstDay,
      lastDay: row.lastDay,
      revenue: Number(row.revenue),
      commission: row.commission,
      sales: row.sales,
      newMerchants: platform ? (accountsByPeriod.get(row.period) ?? 0) : null,
    }));
    return {
      from: range.from,
      to: range.to,
      interval: range.interval,
      timeZone: SLT_TIME_ZONE,
      totals: totalsOf(series, platform),
      series,
      breakdowns: {
        merchants: merchants && merchants.map(toBreakdownRow),
        vendors: vendors.map(toBreakdownRow),
        products: products.map(toBreakdownRow),
        events: events.map(toBreakdownRow),
        regions: regions.map(toBreakdownRow),
      },
      demoConversion: demos.map(toDemoConversionRow),
    };
  }

  private rangeOf(query: AnalyticsQueryDto): AnalyticsRange {
    const resolved = resolveAnalyticsRange(query, sltDate(this.clock.now()));
    if ('problem' in resolved) throw new BadRequestException(resolved.problem);
    return resolved;
  }
}

function totalsOf(series: AnalyticsBucketDto[], platform: boolean): AnalyticsTotalsDto {
  let commission = new Decimal(0);
  let revenue = 0;
  let sales = 0;
  let newMerchants = 0;
  for (const bucket of series) {
    commission = commission.plus(bucket.commission);
    revenue += bucket.revenue;
    sales += bucket.sales;
    newMerchants += bucket.newMerchants ?? 0;
  }
  return { revenue, commission: commission.toFixed(2), sales, newMerchants: platform ? newMerchants : null };
}

function toBreakdownRow(row: BreakdownRow): AnalyticsBreakdownRowDto {
  return { id: row.id, name: row.name ?? NO_REGION, ownerName: row.ownerName, revenue: Number(row.revenue), sales: row.sales };
}

function toDemoConversionRow(row: DemoConversionRow): DemoConversionRowDto {
  const conversionRate = row.avatars === 0 ? 0 : Math.round((row.buyers / row.avatars) * 10_000) / 10_000;
  return { ...row, conversionRate };
}
