import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Not, type Repository } from 'typeorm';

import { Activity } from './activity.entity';

export type NewActivity = Pick<Activity, 'userId' | 'activityType' | 'description' | 'metadata' | 'targetType' | 'targetId'>;

/** Writes the activity log (ActivitiesService) and reads its latest entries; the audit log reads it with AuditLogsRepository. */
@Injectable()
export class ActivitiesRepository {
  constructor(@InjectRepository(Activity) private readonly activities: Repository<Activity>) {}

  /** Inserts one entry, in the manager's transaction when one is given; its generated id and time. */
  async insert(entry: NewActivity, manager?: EntityManager): Promise<Pick<Activity, 'id' | 'createdAt'>> {
    const repository = manager ? manager.getRepository(Activity) : this.activities;
    const written = await repository.insert({ ...entry, metadata: entry.metadata as never });
    return written.generatedMaps[0] as Pick<Activity, 'id' | 'createdAt'>;
  }

  /** The latest entries, newest first, leaving out the given activity types. */
  latestExcept(activityTypes: string[], limit: number): Promise<Activity[]> {
    return this.activities.find({
      where: { activityType: Not(In(activityTypes)) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }
}
