import { Injectable } from '@nestjs/common';

import type { Tx } from '../database/transaction';

/**
 * Something a user or the platform did that others keep a record of or act on: a vendor created, a sale refunded, a
 * sign-in refused. `type` is its name in snake case (`vendor_created`); `userId` who did it (null: the platform).
 */
export interface DomainEvent {
  type: string;
  userId: string | null;
  /** One sentence a person reads in the audit log. */
  description: string;
  metadata?: Record<string, unknown>;
  /** What it was done to; when left out, the audit log takes it from the metadata. */
  targetType?: string;
  targetId?: string;
  /** The changed fields' values before and after (null: it did not exist before, or no longer does). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Hears an event inside the transaction that made it: what it writes commits or rolls back with the change. */
export type DomainEventHandler = (event: DomainEvent, manager?: Tx) => Promise<void> | void;

/**
 * Domain events, told synchronously inside the publisher's transaction (the live EventBus delivers after commit, best
 * effort, so it cannot keep an audit entry with its change). A feature publishes what it did; the audit log and the
 * notifications subscribe, so no feature knows them. A handler that throws fails the publisher's transaction.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers: DomainEventHandler[] = [];

  /** Calls the handler for every event published from now on (modules subscribe in their constructor). */
  subscribe(handler: DomainEventHandler): void {
    this.handlers.push(handler);
  }

  /** Tells every subscriber, in the order they subscribed; pass the transaction's manager to join it. */
  async publish(event: DomainEvent, manager?: Tx): Promise<void> {
    for (const handler of this.handlers) await handler(event, manager);
  }
}
