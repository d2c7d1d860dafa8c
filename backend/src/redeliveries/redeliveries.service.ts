import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

import { Clock } from '../common/clock';
import { DomainEvents } from '../event-bus/domain-events';
import { DEFAULT_PAGE_SIZE } from '../sales/dto/page-query.dto';
import { ownerScopeOf } from '../users/owner-scope';
import type { User } from '../users/user.entity';
import { type RedeliveryDto, type RedeliveryPageDto, type RedeliveryRow, type RedeliveryStatsDto, toRedeliveryDto } from './dto/redelivery.dto';
import type { RedeliveryListQueryDto } from './dto/redelivery-query.dto';
import { RedeliveriesRepository, type RedeliveryTransition } from './redeliveries.repository';
import { OPEN_REDELIVERY_STATUSES, type RedeliveryStatus } from './redelivery.entity';
import { RedeliveryDispatcher } from './redelivery-dispatcher';

export const REDELIVERY_NOT_FOUND = 'Redelivery request not found.';
export const ALREADY_REFILED = 'The buyer has already filed a new request for this purchase.';

/** Why a request in this status cannot take the asked step. */
const CONFLICTS: Record<RedeliveryStatus, string> = {
  pending: 'This redelivery request is still waiting for a delivery box.',
  assigned: 'This redelivery request is already handed to a delivery box.',
  completed: 'This redelivery request is already completed.',
  failed: 'This redelivery request has failed; retry it to send it to a delivery box again.',
};

const COMPLETE: RedeliveryTransition = { to: 'completed', from: OPEN_REDELIVERY_STATUSES };
const RETRY: RedeliveryTransition = { to: 'pending', from: ['failed'] };

@Injectable()
export class RedeliveriesService {
  constructor(
    private readonly redeliveries: RedeliveriesRepository,
    private readonly dispatcher: RedeliveryDispatcher,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
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

  /**
   * "Send to a box now": hands a waiting request to an online box that holds the item (or says why none can take it),
   * or nudges the box that already has it. The request never leaves the boxes' reach.
   */
  async process(user: User, id: number): Promise<RedeliveryDto> {
    const row = await this.findVisibleOrFail(user, id);
    if (!OPEN_REDELIVERY_STATUSES.includes(row.status)) throw new ConflictException(CONFLICTS[row.status]);
    await this.redeliveries.markProcessed(id, this.clock.now());
    await this.dispatcher.dispatch(row.ownerId, row.status === 'assigned' && row.boxId !== null ? [row.boxId] : []);
    const processed = await this.findVisibleOrFail(user, id);
    await this.domainEvents.publish({
      userId: user.id,
      type: 'redelivery_sent',
      description: processed.boxName
        ? `Redelivery request #${id} for sale #${row.transactionId} sent to delivery box "${processed.boxName}"`
        : `Redelivery request #${id} for sale #${row.transactionId} is waiting: ${processed.waitingReason ?? 'no box can take it yet'}`,
      metadata: { redeliveryId: id, transactionId: row.transactionId, status: processed.status, boxId: processed.boxId },
    });
    return toRedeliveryDto(processed);
  }

  /** A failed request goes back to the queue and is handed to a box again. */
  async retry(user: User, id: number): Promise<RedeliveryDto> {
    let row: RedeliveryRow;
    try {
      row = await this.apply(user, id, RETRY);
    } catch (error) {
      // The partial unique index allows one open request per purchase.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') throw new ConflictException(ALREADY_REFILED);
      throw error;
    }
    await this.dispatcher.dispatch(row.ownerId);
    return toRedeliveryDto(await this.findVisibleOrFail(user, id));
  }

  async complete(user: User, id: number): Promise<RedeliveryDto> {
    return toRedeliveryDto(await this.apply(user, id, COMPLETE));
  }

  async fail(user: User, id: number, reason: string): Promise<RedeliveryDto> {
    return toRedeliveryDto(await this.apply(user, id, { to: 'failed', from: OPEN_REDELIVERY_STATUSES, failureReason: reason }));
  }

  private async findVisibleOrFail(user: User, id: number): Promise<RedeliveryRow> {
    const row = await this.redeliveries.findVisible(id, ownerScopeOf(user));
    if (!row) throw new NotFoundException(REDELIVERY_NOT_FOUND);
    return row;
  }

  /** One atomic status change (UPDATE … WHERE status IN allowed), logged with it; 404 for an unseen request, 409 for a wrong step. */
  private apply(user: User, id: number, change: RedeliveryTransition): Promise<RedeliveryRow> {
    const owner = ownerScopeOf(user);
    return this.redeliveries.transaction(async (manager) => {
      const changed = await this.redeliveries.transition(manager, id, owner, change, this.clock.now());
      const row = await this.redeliveries.findVisible(id, owner, manager);
      if (!row) throw new NotFoundException(REDELIVERY_NOT_FOUND);
      if (!changed) throw new ConflictException(CONFLICTS[row.status]);
      const step = change.to === 'pending' ? 'retried' : change.to;
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: `redelivery_${step}`,
          description: `Redelivery request #${row.id} for sale #${row.transactionId} ${change.to === 'pending' ? 'sent back to the queue' : `marked ${change.to}`}`,
          metadata: {
            redeliveryId: row.id,
            transactionId: row.transactionId,
            status: change.to,
            ...(change.failureReason ? { reason: change.failureReason } : {}),
          },
        },
        manager,
      );
      return row;
    });
  }
}
