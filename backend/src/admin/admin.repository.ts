import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SLT_TIME_ZONE } from '../common/time/second-life-time';

export interface SalesTotals {
  /** Whole L$ as decimal strings (bigint sums). */
  revenue: string;
  previousRevenue: string;
  /** L$ with 2 decimals. */
  commission: string;
  /** Percent with 2 decimals, null without sales. */
  averageRatePercent: string | null;
  completedSales: number;
  completedSalesToday: number;
}

export interface VendorCounts {
  active: number;
  total: number;
}

@Injectable()
export class AdminRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Completed sales as of `at`: revenue, commission and average applied rate over (at - 30 days, at], revenue over
   * the 30 days before that, the count of all of them, and the count since midnight SLT of `at`'s day.
   */
  async salesTotals(at: Date, windowStart: Date, previousWindowStart: Date): Promise<SalesTotals> {
    const [row] = await this.dataSource.query<SalesTotals[]>(
      `SELECT
         COALESCE(SUM(amount) FILTER (WHERE "createdAt" > $2), 0)::text AS "revenue",
         COALESCE(SUM(amount) FILTER (WHERE "createdAt" > $3 AND "createdAt" <= $2), 0)::text AS "previousRevenue",
         COALESCE(SUM(commission) FILTER (WHERE "createdAt" > $2), 0)::text AS "commission",
         ROUND(AVG("commissionRate") FILTER (WHERE "createdAt" > $2), 2)::text AS "averageRatePercent",
         COUNT(*)::int AS "completedSales",
         COUNT(*) FILTER (WHERE "createdAt" >= (date_trunc('day', $1::timestamptz AT TIME ZONE $4) AT TIME ZONE $4))::int AS "completedSalesToday"
       FROM transactions
       WHERE status = 'completed' AND "createdAt" <= $1`,
      [at, windowStart, previousWindowStart, SLT_TIME_ZONE],
    );
    return row;
  }

  async vendorCounts(): Promise<VendorCounts> {
    const [row] = await this.dataSource.query<VendorCounts[]>(
      `SELECT COUNT(*) FILTER (WHERE "isActive")::int AS "active", COUNT(*)::int AS "total" FROM vendors`,
    );
    return row;
  }
}
