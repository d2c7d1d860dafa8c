import { Injectable } from '@nestjs/common';

import type { Tx } from '../database/transaction';
import { type DomainEvent, DomainEvents } from '../event-bus/domain-events';
import { ActivitiesRepository } from './activities.repository';
import type { Activity } from './activity.entity';

/** The stored details: the metadata with the before and after values under their own keys when given. */
export function metadataOf(input: DomainEvent): Record<string, unknown> | null {
  const changes = input.before === undefined && input.after === undefined ? {} : { before: input.before ?? null, after: input.after ?? null };
  const metadata = { ...(input.metadata ?? {}), ...changes };
  return Object.keys(metadata).length === 0 ? null : metadata;
}

/** Entries the admin dashboard's feed leaves out. */
const QUIET_TYPES = ['sign_in', 'sign_in_failed'];

/** The metadata fields that name an action's target, first match wins. */
const TARGET_KEYS: ReadonlyArray<[key: string, type: string]> = [
  ['targetUserId', 'user'],
  ['transactionId', 'transaction'],
  ['apiKeyId', 'api_key'],
  ['boxId', 'delivery_box'],
  ['eventId', 'event'],
  ['productId', 'product'],
  ['vendorId', 'vendor'],
];

export function targetOf(input: DomainEvent): { targetType: string | null; targetId: string | null } {
  if (input.targetType) return { targetType: input.targetType, targetId: input.targetId ?? null };
  for (const [key, type] of TARGET_KEYS) {
    const value = input.metadata?.[key];
    if (typeof value === 'string' || typeof value === 'number') return { targetType: type, targetId: String(value) };
  }
  return { targetType: null, targetId: null };
}

/** An entry as written, as its listeners hear it. */
export interface RecordedActivity {
  id: number;
  userId: string | null;
  activityType: string;
  description: string;
  createdAt: Date;
}

/** Hears each entry inside the transaction that writes it, so what it writes commits or rolls back with the entry. */
export type ActivityListener = (entry: RecordedActivity, manager?: Tx) => Promise<void> | void;

/**
 * Writes the platform's audit log: an entry for every domain event, in the transaction that published it, so the entry
 * commits or rolls back with its change. No feature calls the log; the activity monitor listens to its entries.
 */
@Injectable()
export class ActivitiesService {
  private readonly listeners: ActivityListener[] = [];

  constructor(
    private readonly activities: ActivitiesRepository,
    domainEvents: DomainEvents,
  ) {
    domainEvents.subscribe((event, manager) => this.record(event, manager));
  }

  /** Calls the listener for every entry recorded from now on (modules register in their constructor). */
  listen(listener: ActivityListener): void {
    this.listeners.push(listener);
  }

  private async record(event: DomainEvent, manager?: Tx): Promise<void> {
    const { userId, type: activityType, description } = event;
    const { id, createdAt } = await this.activities.insert({ userId, activityType, description, metadata: metadataOf(event), ...targetOf(event) }, manager);
    const entry = { id, userId, activityType, description, createdAt };
    for (const listener of this.listeners) await listener(entry, manager);
  }

  /** The latest entries for the admin dashboard's feed; sign-ins, frequent and routine, are left to the audit log. */
  latest(limit: number): Promise<Activity[]> {
    return this.activities.latestExcept(QUIET_TYPES, limit);
  }
}
