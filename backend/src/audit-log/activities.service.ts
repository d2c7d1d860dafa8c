import { Injectable } from '@nestjs/common';

import type { Tx } from '../database/transaction';
import { ActivitiesRepository } from './activities.repository';
import type { Activity } from './activity.entity';

export interface ActivityInput {
  userId: string | null;
  activityType: string;
  description: string;
  metadata?: Record<string, unknown>;
  /** What it was done to; when left out, taken from the metadata (TARGET_KEYS). */
  targetType?: string;
  targetId?: string;
  /** The changed fields' values before and after the action (null: it did not exist before, or no longer does). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The stored details: the metadata with the before and after values under their own keys when given. */
export function metadataOf(input: ActivityInput): Record<string, unknown> | null {
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

export function targetOf(input: ActivityInput): { targetType: string | null; targetId: string | null } {
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
export type ActivityListener = (input: ActivityInput, entry: RecordedActivity, manager?: Tx) => Promise<void> | void;

/**
 * Writes the platform's audit log. Pass the transaction's manager to log atomically with a change. Modules that act on
 * entries listen (notifications for API keys and refunds, the activity monitor after commit): the log knows none of them.
 */
@Injectable()
export class ActivitiesService {
  private readonly listeners: ActivityListener[] = [];

  constructor(private readonly activities: ActivitiesRepository) {}

  /** Calls the listener for every entry recorded from now on (modules register in their constructor). */
  listen(listener: ActivityListener): void {
    this.listeners.push(listener);
  }

  async record(input: ActivityInput, manager?: Tx): Promise<void> {
    const { userId, activityType, description } = input;
    const { id, createdAt } = await this.activities.insert({ userId, activityType, description, metadata: metadataOf(input), ...targetOf(input) }, manager);
    const entry = { id, userId, activityType, description, createdAt };
    for (const listener of this.listeners) await listener(input, entry, manager);
  }

  /** The latest entries for the admin dashboard's feed; sign-ins, frequent and routine, are left to the audit log. */
  latest(limit: number): Promise<Activity[]> {
    return this.activities.latestExcept(QUIET_TYPES, limit);
  }
}
