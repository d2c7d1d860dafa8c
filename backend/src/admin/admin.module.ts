import { Module } from '@nestjs/common';

import { PlatformSettingsModule } from '../marketplace/platform-settings.module';
import { AdminController } from './admin.controller';
import { AdminRepository } from './admin.repository';
import { AdminService } from './admin.service';

/** The admin dashboard's platform figures, activity feed and platform settings. Admin user management lives in UsersModule. */
@Module({
  imports: [PlatformSettingsModule],
  controllers: [AdminController],
  providers: [AdminRepository, AdminService],
})
export class AdminModule {}
