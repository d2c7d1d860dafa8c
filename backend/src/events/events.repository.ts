import { Injectable } from '@nestjs/common';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';

import { SLT_TIME_ZONE } from '../common/time/second-life-time';
import { ShoppingEvent } from './event.entity';

/** An event with its figures, as PostgreSQL returns them (bigint sums come back as strings). */
export interface EventRow {
  id: number;
  name: string;
  description: string | null;
  startDate: Date;
  endDate: Date;
  commissionRate: string;
  approvedCommissionRate: string | null;
  isActive: boolean;
  organizerId: string;
  createdAt: Date;
  vendorCount: number;
  totalSales: string;
}

export interface ParticipantRow {
  id: number;
  name: string;
  ownerId: string;
  joinedAt: Date;
  acceptedCommissionRate: string;
  totalSales: string;
}

export interface DailySalesRow {
  date: string;
  totalSales: string;
}

const EVENTS_WITH_FIGURES = `
  SELECT e.id, e.name, e.description, e."startDate", e."endDate", e."commissionRate", e."approvedCommissionRate", e."isActive",
         e."organizerId", e."createdAt",
         COALESCE(participants.count, 0)::int AS "vendorCount",
         COALESCE(sales.total, 0)::bigint AS "totalSales"
  FROM events e
  LEFT JOIN (SELECT "eventId", count(*) AS count FROM event_vendors GROUP BY "eventId") participants ON participants."eventId" = e.id
  LEFT JOIN (SELECT "eventId", sum(amount) AS total FROM event_sales_days GROUP BY "eventId") sales ON sales."eventId" = e.id`;

@Injectable()
export class EventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one database transaction; the methods taking a manager join it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  insert(manager: EntityManager, event: DeepPartial<ShoppingEvent>): Promise<ShoppingEvent> {
    return manager.getRepository(ShoppingEvent).save(event);
  }

  findById(id: number): Promise<ShoppingEvent | null> {
    return this.dataSource.getRepository(ShoppingEvent).findOne({ where: { id } });
  }

  async update(id: number, changes: Partial<ShoppingEvent>): Promise<void> {
    await this.dataSource.getRepository(ShoppingEvent).update({ id }, changes);
  }

  exists(id: number): Promise<boolean> {
    return this.dataSource.getRepository(ShoppingEvent).exists({ where: { id } });
  }

  /** Every event with its vendor count and completed sales, newest first, in one query. */
  listWithFigures(): Promise<EventRow[]> {
    return this.dataSource.query(`${EVENTS_WITH_FIGURES} ORDER BY e."createdAt" DESC, e.id DESC`);
  }

  async findWithFigures(id: number): Promise<EventRow | null> {
    const rows: EventRow[] = await this.dataSource.query(`${EVENTS_WITH_FIGURES} WHERE e.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Participating vendors with their completed sales at the event, latest to join first. */
  participants(eventId: number, vendorId?: number): Promise<ParticipantRow[]> {
    return this.dataSource.query(
      `SELECT v.id, v.name, v."ownerId", ev."joinedAt", ev."acceptedCommissionRate", COALESCE(sales.total, 0)::bigint AS "totalSales"
       FROM event_vendors ev
       JOIN vendors v ON v.id = ev."vendorId"
       LEFT JOIN (SELECT "vendorId", sum(amount) AS total FROM event_sales_days WHERE "eventId" = $1 GROUP BY "vendorId") sales ON sales."vendorId" = v.id
       WHERE ev."eventId" = $1 AND ($2::int IS NULL OR ev."vendorId" = $2::int)
       ORDER BY ev."joinedAt" DESC, v.id DESC`,
      [eventId, vendorId ?? null],
    );
  }

  /**
   * Completed sales at the event per SLT day, one row for each day the event covers (zero-filled) up to `now`'s
   * day: days still to come are not sales of L$0, so they are left out (none before the event starts).
   * The end is exclusive, so an event ending at midnight SLT does not get an empty extra day.
   */
  dailySales(eventId: number, now: Date): Promise<DailySalesRow[]> {
    return this.dataSource.query(
      `WITH daily AS (
         SELECT day, sum(amount) AS total FROM event_sales_days WHERE "eventId" = $1 GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, COALESCE(daily.total, 0)::bigint AS "totalSales"
       FROM events e
       CROSS JOIN LATERAL generate_series(
         (e."startDate" AT TIME ZONE '${SLT_TIME_ZONE}')::date::timestamp,
         (LEAST(e."endDate" - interval '1 microsecond', $2::timestamptz) AT TIME ZONE '${SLT_TIME_ZONE}')::date::timestamp,
         interval '1 day'
       ) AS days(day)
       LEFT JOIN daily ON daily.day = days.day::date
       WHERE e.id = $1
       ORDER BY days.day`,
      [eventId, now],
    );
  }

  /** Joins at the event's current rate, read in the same statement; joining again keeps the first row. */
  async join(eventId: number, vendorId: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO event_vendors ("eventId", "vendorId", "acceptedCommissionRate")
       SELECT id, $2, "commissionRate" FROM events WHERE id = $1
       ON CONFLICT ("eventId", "vendorId") DO NOTHING`,
      [eventId, vendorId],
    );
  }

  async approveRate(manager: EntityManager, eventId: number, rate: string, at: Date): Promise<void> {
    await manager.query(`UPDATE events SET "approvedCommissionRate" = $2, "rateApprovedAt" = $3 WHERE id = $1`, [eventId, rate, at]);
  }

  async leave(eventId: number, vendorId: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM event_vendors WHERE "eventId" = $1 AND "vendorId" = $2`, [eventId, vendorId]);
  }
}
