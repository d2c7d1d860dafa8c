import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AdminController } from './admin.controller';
import { AdminRepository } from './admin.repository';
import { AdminService } from './admin.service';
import { PlatformSettings } from './platform-settings.entity';
import { PlatformSettingsRepository } from './platform-settings.repository';
import { PlatformSettingsService } from './platform-settings.service';

/** The admin dashboard's platform figures, activity feed and platform settings. Admin user management lives in UsersModule. */
@Module({
  imports: [TypeOrmModule.forFeature([PlatformSettings])],
  controllers: [AdminController],
  providers: [AdminRepository, AdminService, PlatformSettingsRepository, PlatformSettingsService],
  exports: [PlatformSettingsService],
})
export class AdminModule {}
