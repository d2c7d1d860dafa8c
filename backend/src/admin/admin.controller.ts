import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../common/decorators/authenticated.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { AdminService } from './admin.service';
import { ActivitiesQueryDto, ActivityDto } from './dto/activity.dto';
import { PlatformStatsDto } from './dto/platform-stats.dto';

@ApiTags('Admin')
@Controller('admin')
@Authenticated({ admin: true })
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('platform-stats')
  @Endpoint({ summary: 'Platform figures for the admin dashboard: 30-day revenue and commission, vendors, sales', type: PlatformStatsDto })
  getPlatformStats(): Promise<PlatformStatsDto> {
    return this.admin.platformStats();
  }

  @Get('activities')
  @Endpoint({ summary: 'The latest platform activities, newest first', type: [ActivityDto] })
  getAdminActivities(@Query() query: ActivitiesQueryDto): Promise<ActivityDto[]> {
    return this.admin.latestActivities(query.limit);
  }
}
