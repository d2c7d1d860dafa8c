import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Activity } from './activity.entity';

export interface ActivityInput {
  userId: string | null;
  activityType: string;
  description: string;
  metadata?: Record<string, unknown>;
}

/** Writes the platform's activity log. Pass the transaction's manager to log atomically with a change. */
@Injectable()
export class ActivitiesService {
  constructor(@InjectRepository(Activity) private readonly activities: Repository<Activity>) {}

  async record(input: ActivityInput, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(Activity) : this.activities;
    await repository.insert({ ...input, metadata: (input.metadata ?? null) as never });
  }

  latest(limit: number): Promise<Activity[]> {
    return this.activities.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }
}
