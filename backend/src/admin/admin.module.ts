import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller';
import { AdminRepository } from './admin.repository';
import { AdminService } from './admin.service';

/** The admin dashboard's platform figures and activity feed. Admin user management lives in UsersModule. */
@Module({
  controllers: [AdminController],
  providers: [AdminRepository, AdminService],
})
export class AdminModule {}
