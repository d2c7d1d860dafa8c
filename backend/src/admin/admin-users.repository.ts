import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { sltDateSql } from '../common/time/second-life-time';
import type { User, UserRole } from '../users/user.entity';
import type { UserSortField, UserStatus } from './dto/admin-user-query.dto';

export interface UserListFilter {
  /** Text found anywhere in the full name, e-mail or id, ignoring case. */
  search?: string;
  role?: UserRole;
  status?: UserStatus;
}

export interface UserListSort {
  field: UserSortField;
  order: 'asc' | 'desc';
}

export interface UserVendorRow {
  id: number;
  name: string;
  isActive: boolean;
  paused: boolean;
  createdAt: Date;
  revenue: string;
  sales: string;
}

/** Sums as decimal strings: bigint for whole L$ and counts, numeric for commission. */
export interface SalesTotalsRow {
  revenue: string;
  commission: string;
  sales: string;
}

export interface UserActivityRow {
  id: number;
  activityType: string;
  description: string;
  actorId: string | null;
  actorEmail: string | null;
  createdAt: Date;
}

/** The columns UserDto shows (not the Marketplace token and salt, nor the session and claims bookkeeping). */
const USER_COLUMNS = `u.id, u."firstName", u."lastName", u.email, u."profileImageUrl", u.role, u."isActive", u."createdAt", u."updatedAt",
  u."emailTransactions", u."emailRedeliveries", u."emailEvents", u."inWorldNotifications", u."defaultCommissionRate", u."deletedAt"`;

/** The name the admin screens show: first and last name, else the e-mail, else the id (user-filters.ts, userDisplayName). */
const DISPLAY_NAME = `lower(COALESCE(NULLIF(btrim(concat_ws(' ', u."firstName", u."lastName")), ''), u.email, u.id))`;

const SORT_COLUMNS: Record<UserSortField, string> = {
  createdAt: 'u."createdAt"',
  name: DISPLAY_NAME,
  email: 'lower(u.email)',
  role: 'u.role',
  // Ascending: 'Active' before 'Inactive', as the column reads.
  status: 'NOT u."isActive"',
};

/** Escapes LIKE's wildcards so search text matches literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function whereClause(filter: UserListFilter, params: unknown[]): string {
  // Deleted accounts keep their row for the sales history but are no longer users anyone manages.
  const conditions = ['u."deletedAt" IS NULL'];
  if (filter.search) {
    const pattern = `$${params.push(`%${escapeLike(filter.search)}%`)}`;
    conditions.push(
      `(concat_ws(' ', u."firstName", u."lastName") ILIKE ${pattern} ESCAPE '\\' OR u.email ILIKE ${pattern} ESCAPE '\\' OR u.id ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (filter.role) conditions.push(`u.role = $${params.push(filter.role)}`);
  if (filter.status) conditions.push(filter.status === 'active' ? 'u."isActive"' : 'NOT u."isActive"');
  return `WHERE ${conditions.join(' AND ')}`;
}

/** The admin's reads of users: the paged list, and one user's vendors, sales totals and activity. */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(filter: UserListFilter, sort: UserListSort, page: number, pageSize: number): Promise<{ rows: User[]; total: number }> {
    const params: unknown[] = [];
    const where = whereClause(filter, params);
    const direction = sort.order === 'asc' ? 'ASC' : 'DESC';
    // Ties (same role, same status) newest first, then by id, so pages never overlap.
    const order = `${SORT_COLUMNS[sort.field]} ${direction} NULLS LAST, u."createdAt" DESC, u.id`;
    const rows: User[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM users u ${where} ORDER BY ${order} LIMIT $${params.push(pageSize)} OFFSET $${params.push((page - 1) * pageSize)}`,
      params,
    );
    const countParams: unknown[] = [];
    const [count]: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM users u ${whereClause(filter, countParams)}`,
      countParams,
    );
    return { rows, total: count.total };
  }

  async findLiving(id: string): Promise<User | null> {
    const rows: User[] = await this.dataSource.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1 AND u."deletedAt" IS NULL`, [id]);
    return rows[0] ?? null;
  }

  /** The owner's in-world vendors, newest first, with their completed sales of all time (vendor_sales_totals). */
  vendorsOf(ownerId: string): Promise<UserVendorRow[]> {
    return this.dataSource.query(
      `SELECT v.id, v.name, v."isActive", v."pausedAt" IS NOT NULL AS paused, v."createdAt",
              COALESCE(t.amount, 0)::text AS revenue, COALESCE(t.sales, 0)::text AS sales
       FROM vendors v LEFT JOIN vendor_sales_totals t ON t."vendorId" = v.id
       WHERE v."ownerId" = $1 AND v.kind = 'in-world'
       ORDER BY v."createdAt" DESC, v.id DESC`,
      [ownerId],
    );
  }

  /** Completed sales of all the owner's vendors (SL Marketplace included), of all time. */
  async salesOfAllTime(ownerId: string): Promise<SalesTotalsRow> {
    const [row]: SalesTotalsRow[] = await this.dataSource.query(
      `SELECT COALESCE(SUM(t.amount), 0)::text AS revenue, COALESCE(SUM(t.commission), 0)::numeric(20, 2)::text AS commission,
              COALESCE(SUM(t.sales), 0)::text AS sales
       FROM vendor_sales_totals t WHERE t."vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1)`,
      [ownerId],
    );
    return row;
  }

  /** Completed sales of the owner's vendors over the `days` SLT days ending with the day of `now`. */
  async salesOfLastDays(ownerId: string, now: Date, days: number): Promise<SalesTotalsRow> {
    const today = sltDateSql('$2::timestamptz');
    const [row]: SalesTotalsRow[] = await this.dataSource.query(
      `SELECT COALESCE(SUM(d.amount), 0)::text AS revenue, COALESCE(SUM(d.commission), 0)::numeric(20, 2)::text AS commission,
              COALESCE(SUM(d.sales), 0)::text AS sales
       FROM vendor_sales_days d
       WHERE d."vendorId" IN (SELECT id FROM vendors WHERE "ownerId" = $1) AND d.day > ${today} - $3::int AND d.day <= ${today}`,
      [ownerId, now, days],
    );
    return row;
  }

  /** The latest entries of the activity log done by the user or to them (target 'user'), newest first. */
  recentActivity(userId: string, limit: number): Promise<UserActivityRow[]> {
    return this.dataSource.query(
      `SELECT a.id, a."activityType", a.description, a."userId" AS "actorId", actor.email AS "actorEmail", a."createdAt"
       FROM activities a LEFT JOIN users actor ON actor.id = a."userId"
       WHERE a."userId" = $1 OR (a."targetType" = 'user' AND a."targetId" = $1)
       ORDER BY a."createdAt" DESC, a.id DESC
       LIMIT $2`,
      [userId, limit],
    );
  }
}
