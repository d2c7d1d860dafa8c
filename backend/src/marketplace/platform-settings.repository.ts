import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';

import { PlatformSettings } from './platform-settings.entity';

/** Where merchants' vendors pay commission, and how long unpaid commission may wait (null: no pause). */
export interface CommissionCollectionSettings {
  avatarKey: string | null;
  avatarName: string | null;
  graceDays: number | null;
}

/** The id of the one platform settings row. */
const ROW_ID = 1;

/** The one row of platform settings (its column defaults until it is first saved). */
@Injectable()
export class PlatformSettingsRepository {
  constructor(@InjectRepository(PlatformSettings) private readonly settings: Repository<PlatformSettings>) {}

  /** Runs `work` in one database transaction; the other methods take its manager. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.settings.manager.transaction(work);
  }

  /** The row, or null while it was never saved; with a manager, read inside its transaction. */
  find(manager?: EntityManager): Promise<PlatformSettings | null> {
    const repository = manager ? manager.getRepository(PlatformSettings) : this.settings;
    return repository.findOne({ where: { id: ROW_ID } });
  }

  /** Writes the Marketplace switch, creating the row when it was never saved. */
  async saveMarketplaceCommissionExempt(manager: EntityManager, exempt: boolean): Promise<void> {
    await manager.getRepository(PlatformSettings).upsert({ id: ROW_ID, marketplaceCommissionExempt: exempt }, ['id']);
  }

  /** Writes the commission collection settings, creating the row when it was never saved. */
  async saveCommissionCollection(manager: EntityManager, settings: CommissionCollectionSettings): Promise<void> {
    await manager
      .getRepository(PlatformSettings)
      .upsert({ id: ROW_ID, collectionAvatarKey: settings.avatarKey, collectionAvatarName: settings.avatarName, commissionGraceDays: settings.graceDays }, [
        'id',
      ]);
  }
}
