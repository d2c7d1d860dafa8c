import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { PlatformSettings } from './platform-settings.entity';
import { PlatformSettingsRepository } from './platform-settings.repository';
import { PlatformSettingsService } from './platform-settings.service';

/** The platform-wide switches the admins set (the Marketplace's commission exemption): read by Marketplace sales, set on the admin pages. */
@Module({
  imports: [TypeOrmModule.forFeature([PlatformSettings])],
  providers: [PlatformSettingsRepository, PlatformSettingsService],
  exports: [PlatformSettingsService],
})
export class PlatformSettingsModule {}
