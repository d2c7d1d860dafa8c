import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ActivitiesService } from '../activities/activities.service';
import type { User } from '../users/user.entity';
import type { MarketplaceAdminSettingsDto } from './dto/marketplace-admin-settings.dto';
import { PlatformSettings } from './platform-settings.entity';

/** The id of the one platform settings row. */
const ROW_ID = 1;

/** Platform-wide switches the admins set, kept in one row (its column defaults until it is first saved). */
@Injectable()
export class PlatformSettingsService {
  constructor(
    @InjectRepository(PlatformSettings) private readonly settings: Repository<PlatformSettings>,
    private readonly activities: ActivitiesService,
  ) {}

  /** Whether SL Marketplace sales are exempt from commission; pass the transaction's manager to read inside it. */
  async marketplaceCommissionExempt(manager?: EntityManager): Promise<boolean> {
    const repository = manager ? manager.getRepository(PlatformSettings) : this.settings;
    const row = await repository.findOne({ where: { id: ROW_ID } });
    return row?.marketplaceCommissionExempt ?? false;
  }

  async marketplace(): Promise<MarketplaceAdminSettingsDto> {
    return { commissionExempt: await this.marketplaceCommissionExempt() };
  }

  /** Saves the switch with its activity entry in one transaction; it applies to Marketplace sales recorded from now on. */
  async updateMarketplace(admin: User, dto: MarketplaceAdminSettingsDto): Promise<MarketplaceAdminSettingsDto> {
    await this.settings.manager.transaction(async (manager) => {
      await manager.getRepository(PlatformSettings).upsert({ id: ROW_ID, marketplaceCommissionExempt: dto.commissionExempt }, ['id']);
      await this.activities.record(
        {
          userId: admin.id,
          activityType: 'marketplace_commission_changed',
          description: dto.commissionExempt ? 'SL Marketplace sales made exempt from commission' : 'SL Marketplace sales charged commission like in-world sales',
          metadata: { commissionExempt: dto.commissionExempt },
        },
        manager,
      );
    });
    return this.marketplace();
  }
}
