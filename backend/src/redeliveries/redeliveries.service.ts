import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ActivitiesService } from '../activities/activities.service';
import { Clock } from '../common/clock';
import { DEFAULT_PAGE_SIZE } from '../transactions/dto/page-query.dto';
import type { User } from '../users/user.entity';
import type { RedeliveryListQueryDto } from './dto/redelivery-query.dto';
import { toRedeliveryDto, type RedeliveryDto, type RedeliveryPageDto, type RedeliveryStatsDto } from './dto/redelivery.dto';
import { RedeliveriesRepository, type RedeliveryTransition } from './redeliveries.repository';
import type { RedeliveryStatus } from './redelivery.entity';
import { ownerScopeOf } from '../users/owner-scope';

export const REDELIVERY_NOT_FOUND = 'Redelivery request not found.';

/** Why a request in this status cannot take the asked step. */
const CONFLICTS: Record<RedeliveryStatus, string> = {
  pending: 'This redelivery request is still pending; process it first.',
  processing: 'This redelivery request is already being processed.',
  completed: 'This redelivery request is already completed.',
  failed: 'This redelivery request has already failed; the buyer can file a new one.',
};

const PROCESS: RedeliveryTransition = { to: 'processing', from: ['pending'] };
const COMPLETE: RedeliveryTransition = { to: 'completed', from: ['pending', 'processing'] };
const FAIL_FROM: readonly RedeliveryStatus[] = ['pending', 'processing'];

@Injectable()
export class RedeliveriesService {
  constructor(
    private readonly redeliveries: RedeliveriesRepository,
    private readonly activities: ActivitiesService,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  async list(user: User, query: RedeliveryListQueryDto): Promise<RedeliveryPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const owner = ownerScopeOf(user);
    const [rows, total] = await Promise.all([
      this.redeliveries.findPage(owner, query.status, (page - 1) * pageSize, pageSize),
      this.redeliveries.count(owner, query.status),
    ]);
    return { items: rows.map(toRedeliveryDto), total, page, pageSize };
  }

  stats(user: User): Promise<RedeliveryStatsDto> {
    return this.redeliveries.counts(ownerScopeOf(user), this.clock.now());
  }

  process(user: User, id: number): Promise<RedeliveryDto> {
    return this.apply(user, id, PROCESS);
  }

  complete(user: User, id: number): Promise<RedeliveryDto> {
    return this.apply(user, id, COMPLETE);
  }

  fail(user: User, id: number, reason: string): Promise<RedeliveryDto> {
    return this.apply(user, id, { to: 'failed', from: FAIL_FROM, failureReason: reason });
  }

  /** One atomic status change (UPDATE … WHERE status IN allowed), logged with it; 404 for an unseen request, 409 for a wrong step. */
  private apply(user: User, id: number, change: RedeliveryTransition): Promise<RedeliveryDto> {
    const owner = ownerScopeOf(user);
    return this.dataSource.transaction(async (manager) => {
      const changed = await this.redeliveries.transition(manager, id, owner, change, this.clock.now());
      const row = await this.redeliveries.findVisible(id, owner, manager);
      if (!row) throw new NotFoundException(REDELIVERY_NOT_FOUND);
      if (!changed) throw new ConflictException(CONFLICTS[row.status]);
      await this.activities.record(
        {
          userId: user.id,
          activityType: `redelivery_${change.to}`,
          description: `Redelivery request #${row.id} for sale #${row.transactionId} marked ${change.to}`,
          metadata: { redeliveryId: row.id, transactionId: row.transactionId, status: change.to, ...(change.failureReason ? { reason: change.failureReason } : {}) },
        },
        manager,
      );
      return toRedeliveryDto(row);
    });
  }
}
