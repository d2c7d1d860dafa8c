import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { sltMidnightSql } from '../common/time/second-life-time';

export interface AuditLogFilter {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** SLT days, both included. */
  from?: string;
  to?: string;
}

export interface AuditLogRow {
  id: number;
  createdAt: Date;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  description: string;
  targetType: string | null;
  targetId: string | null;
  metadata: Record<string, unknown> | null;
}

const COLUMNS = `a.id, a."createdAt", a."userId" AS "actorId", u.email AS "actorEmail", a."activityType" AS action, a.description,
  a."targetType", a."targetId", a.metadata`;

/** The audit log, read from the activity log (written by ActivitiesService from domain events, never changed). */
@Injectable()
export class AuditLogsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private where(filter: AuditLogFilter): { sql: string; params: unknown[] } {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const add = (condition: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      conditions.push(condition(`$${params.length}`));
    };
    if (filter.actor) add((p) => `a."userId" = ${p}`, filter.actor);
    if (filter.action) add((p) => `a."activityType" = ${p}`, filter.action);
    if (filter.targetType) add((p) => `a."targetType" = ${p}`, filter.targetType);
    if (filter.targetId) add((p) => `a."targetId" = ${p}`, filter.targetId);
    if (filter.from) add((p) => `a."createdAt" >= ${sltMidnightSql(`${p}::date`)}`, filter.from);
    if (filter.to) add((p) => `a."createdAt" < ${sltMidnightSql(`${p}::date + 1`)}`, filter.to);
    return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
  }

  async page(filter: AuditLogFilter, page: number, pageSize: number): Promise<{ rows: AuditLogRow[]; total: number }> {
    const { sql, params } = this.where(filter);
    const rows = await this.dataSource.query<AuditLogRow[]>(
      `SELECT ${COLUMNS} FROM activities a LEFT JOIN users u ON u.id = a."userId" ${sql}
       ORDER BY a."createdAt" DESC, a.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    const [count] = await this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM activities a ${sql}`, params);
    return { rows, total: count.total };
  }

  /** Every matching entry, newest first, at most `limit`. */
  all(filter: AuditLogFilter, limit: number): Promise<AuditLogRow[]> {
    const { sql, params } = this.where(filter);
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM activities a LEFT JOIN users u ON u.id = a."userId" ${sql} ORDER BY a."createdAt" DESC, a.id DESC LIMIT ${limit}`,
      params,
    );
  }
}
