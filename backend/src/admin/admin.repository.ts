import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { sltDateSql } from '../common/time/second-life-time';

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
   * Completed sales as of `at`, from the rollups: revenue, commission and average applied rate over the 30 SLT days
   * ending with `at`'s day, revenue over the 30 SLT days before those, the count of all completed sales, and the
   * count of `at`'s SLT day. Costs the same at any number of sales (at most 60 days of vendor rows and one row per vendor).
   */
  async salesTotals(at: Date): Promise<SalesTotals> {
    const today = sltDateSql('$1::timestamptz');
    const [row] = await this.dataSource.query<SalesTotals[]>(
      `WITH days AS (
         SELECT
           COALESCE(SUM(amount) FILTER (WHERE day > ${today} - 30), 0)::text AS "revenue",
           COALESCE(SUM(amount) FILTER (WHERE day <= ${today} - 30), 0)::text AS "previousRevenue",
           COALESCE(SUM(commission) FILTER (WHERE day > ${today} - 30), 0)::text AS "commission",
           ROUND(SUM("ratePercentSum") FILTER (WHERE day > ${today} - 30) / NULLIF(SUM(sales) FILTER (WHERE day > ${today} - 30), 0), 2)::text
             AS "averageRatePercent",
           COALESCE(SUM(sales) FILTER (WHERE day = ${today}), 0)::int AS "completedSalesToday"
         FROM vendor_sales_days WHERE day > ${today} - 60 AND day <= ${today}
       )
       SELECT days.*, (SELECT COALESCE(SUM(sales), 0)::int FROM vendor_sales_totals) AS "completedSales" FROM days`,
      [at],
    );
    return row;
  }

  async vendorCounts(): Promise<VendorCounts> {
    const [row] = await this.dataSource.query<VendorCounts[]>(
      `SELECT COUNT(*) FILTER (WHERE "isActive" AND "pausedAt" IS NULL)::int AS "active", COUNT(*)::int AS "total" FROM vendors WHERE kind = 'in-world'`,
    );
    return row;
  }
}
