import { Injectable } from '@nestjs/common';

import type { Tx } from '../database/transaction';
import { DomainEvents } from '../event-bus/domain-events';
import type { User } from '../users/user.entity';
import type { MarketplaceAdminSettingsDto } from './dto/marketplace-admin-settings.dto';
import { type CommissionCollectionSettings, PlatformSettingsRepository } from './platform-settings.repository';

export type { CommissionCollectionSettings };

/** Platform-wide switches the admins set, kept in one row (its column defaults until it is first saved). */
@Injectable()
export class PlatformSettingsService {
  constructor(
    private readonly settings: PlatformSettingsRepository,
    private readonly domainEvents: DomainEvents,
  ) {}

  /** Whether SL Marketplace sales are exempt from commission; pass the transaction's manager to read inside it. */
  async marketplaceCommissionExempt(manager?: Tx): Promise<boolean> {
    const row = await this.settings.find(manager);
    return row?.marketplaceCommissionExempt ?? false;
  }

  async marketplace(): Promise<MarketplaceAdminSettingsDto> {
    return { commissionExempt: await this.marketplaceCommissionExempt() };
  }

  /** Saves the switch with its activity entry in one transaction; it applies to Marketplace sales recorded from now on. */
  async updateMarketplace(admin: User, dto: MarketplaceAdminSettingsDto): Promise<MarketplaceAdminSettingsDto> {
    await this.settings.transaction(async (manager) => {
      const before = await this.marketplaceCommissionExempt(manager);
      await this.settings.saveMarketplaceCommissionExempt(manager, dto.commissionExempt);
      await this.domainEvents.publish(
        {
          userId: admin.id,
          type: 'marketplace_commission_changed',
          description: dto.commissionExempt
            ? 'SL Marketplace sales made exempt from commission'
            : 'SL Marketplace sales charged commission like in-world sales',
          metadata: { commissionExempt: dto.commissionExempt },
          before: { commissionExempt: before },
          after: { commissionExempt: dto.commissionExempt },
        },
        manager,
      );
    });
    return this.marketplace();
  }

  /** The collection avatar and grace period (none set, and no pause, until an admin saves them). */
  async commissionCollection(manager?: Tx): Promise<CommissionCollectionSettings> {
    const row = await this.settings.find(manager);
    return { avatarKey: row?.collectionAvatarKey ?? null, avatarName: row?.collectionAvatarName ?? null, graceDays: row?.commissionGraceDays ?? null };
  }

  /** Saves the commission collection settings with their activity entry in one transaction. */
  async updateCommissionCollection(admin: User, settings: CommissionCollectionSettings): Promise<CommissionCollectionSettings> {
    await this.settings.transaction(async (manager) => {
      const before = await this.commissionCollection(manager);
      await this.settings.saveCommissionCollection(manager, settings);
      await this.domainEvents.publish(
        {
          userId: admin.id,
          type: 'commission_collection_changed',
          description: settings.avatarKey
            ? `Commission collected by ${settings.avatarName ?? settings.avatarKey}; ${settings.graceDays === null ? 'no pause for unpaid commission' : `vendors paused after ${settings.graceDays} days unpaid`}`
            : 'Commission collection avatar cleared',
          metadata: { ...settings },
          before: { ...before },
          after: { ...settings },
        },
        manager,
      );
    });
    return this.commissionCollection();
  }
}
