import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { SLT_TIME_ZONE } from '../common/time/second-life-time';
import { InWorldCall } from './in-world-call.entity';

export interface NewInWorldCall {
  userId: string | null;
  vendorId: number | null;
  endpoint: string;
  statusCode: number;
  createdAt: Date;
}

/** A call as written, with its id. */
export interface RecordedCall extends NewInWorldCall {
  id: number;
}

export interface CallsOfDay {
  total: number;
  /** Percent of calls answered with a status of 400 or more, 1 decimal; null without calls. */
  errorRatePercent: string | null;
}

@Injectable()
export class InWorldCallsRepository {
  constructor(@InjectRepository(InWorldCall) private readonly calls: Repository<InWorldCall>) {}

  /**
   * One statement for a whole batch, the columns sent as five arrays: the ORM's insert built a statement of five
   * placeholders a row and cost more CPU than the sales it recorded (bench/README.md). Returns the calls answered
   * with an error (status 400 or more).
   */
  async insertMany(calls: NewInWorldCall[]): Promise<RecordedCall[]> {
    if (calls.length === 0) return [];
    // The refused ones come back with their ids, for the activity monitor.
    const refused: Array<RecordedCall & { id: string }> = await this.calls.query(
      `WITH written AS (
         INSERT INTO in_world_calls ("userId", "vendorId", endpoint, "statusCode", "createdAt")
         SELECT * FROM unnest($1::varchar[], $2::int[], $3::varchar[], $4::smallint[], $5::timestamptz[])
         RETURNING id, "userId", "vendorId", endpoint, "statusCode", "createdAt"
       )
       SELECT * FROM written WHERE "statusCode" >= 400`,
      [
        calls.map((call) => call.userId),
        calls.map((call) => call.vendorId),
        calls.map((call) => call.endpoint),
        calls.map((call) => call.statusCode),
        calls.map((call) => call.createdAt),
      ],
    );
    return refused.map((call) => ({ ...call, id: Number(call.id) }));
  }

  /** The latest call made with a valid key: of one user, or of anybody when userId is null. */
  async lastAuthenticatedAt(userId: string | null): Promise<Date | null> {
    const query = this.calls.createQueryBuilder('call').select('MAX(call.createdAt)', 'latest');
    if (userId) query.where('call.userId = :userId', { userId });
    else query.where('call.userId IS NOT NULL');
    const row = await query.getRawOne<{ latest: Date | null }>();
    return row?.latest ?? null;
  }

  /** The user's calls on the SLT day that contains `at`. */
  async callsOfSltDay(userId: string, at: Date): Promise<CallsOfDay> {
    const row = await this.calls
      .createQueryBuilder('call')
      .select('COUNT(*)::int', 'total')
      .addSelect('ROUND(100.0 * COUNT(*) FILTER (WHERE call.statusCode >= 400) / NULLIF(COUNT(*), 0), 1)::text', 'errorRatePercent')
      .where('call.userId = :userId', { userId })
      .andWhere(`call.createdAt >= (date_trunc('day', CAST(:at AS timestamptz) AT TIME ZONE :zone) AT TIME ZONE :zone)`)
      .andWhere(`call.createdAt < ((date_trunc('day', CAST(:at AS timestamptz) AT TIME ZONE :zone) + interval '1 day') AT TIME ZONE :zone)`)
      .setParameters({ at: at.toISOString(), zone: SLT_TIME_ZONE })
      .getRawOne<{ total: number; errorRatePercent: string | null }>();
    return { total: row?.total ?? 0, errorRatePercent: row?.errorRatePercent ?? null };
  }
}
