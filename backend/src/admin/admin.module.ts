import { Module } from '@nestjs/common';

import { PlatformSettingsModule } from '../marketplace/platform-settings.module';
import { AdminController } from './admin.controller';
import { AdminRepository } from './admin.repository';
import { AdminService } from './admin.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersRepository } from './admin-users.repository';
import { AdminUsersService } from './admin-users.service';

/** The admin dashboard's platform figures, activity feed and platform settings, and the admin's user management. */
@Module({
  imports: [PlatformSettingsModule],
  controllers: [AdminController, AdminUsersController],
  providers: [AdminRepository, AdminService, AdminUsersRepository, AdminUsersService],
})
export class AdminModule {}
