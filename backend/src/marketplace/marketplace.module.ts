import { Module } from '@nestjs/common';

import { CommissionsModule } from '../commissions/commissions.module';
import { SalesLedgerModule } from '../sales/sales-ledger.module';
import { VendorsModule } from '../vendors/vendors.module';
import { MarketplaceRepository } from './marketplace.repository';
import { MarketplaceAnsController } from './marketplace-ans.controller';
import { MarketplaceSalesService } from './marketplace-sales.service';
import { MarketplaceSettingsController } from './marketplace-settings.controller';
import { MarketplaceSettingsService } from './marketplace-settings.service';
import { MarketplaceThrottlerGuard } from './marketplace-throttler.guard';
import { PlatformSettingsModule } from './platform-settings.module';

/** SL Marketplace sales: the merchant's notification address and salt, and the notifications the Marketplace sends. */
@Module({
  imports: [PlatformSettingsModule, CommissionsModule, VendorsModule, SalesLedgerModule],
  controllers: [MarketplaceSettingsController, MarketplaceAnsController],
  providers: [MarketplaceRepository, MarketplaceSettingsService, MarketplaceSalesService, MarketplaceThrottlerGuard],
})
export class MarketplaceModule {}
