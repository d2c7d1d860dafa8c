import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Not, Repository } from 'typeorm';
import { Activity } from './activity.entity';

export interface ActivityInput {
  userId: string | null;
  activityType: string;
  description: string;
  metadata?: Record<string, unknown>;
  /** What it was done to; when left out, taken from the metadata (TARGET_KEYS). */
  targetType?: string;
  targetId?: string;
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

/** Writes the platform's activity log. Pass the transaction's manager to log atomically with a change. */
@Injectable()
export class ActivitiesService {
  constructor(@InjectRepository(Activity) private readonly activities: Repository<Activity>) {}

  async record(input: ActivityInput, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(Activity) : this.activities;
    const { userId, activityType, description, metadata } = input;
    await repository.insert({ userId, activityType, description, metadata: (metadata ?? null) as never, ...targetOf(input) });
  }

  /** The latest entries for the admin dashboard's feed; sign-ins, frequent and routine, are left to the audit log. */
  latest(limit: number): Promise<Activity[]> {
    return this.activities.find({
      where: { activityType: Not(In(QUIET_TYPES)) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }
}
