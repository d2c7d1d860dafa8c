import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { MarketplaceAdminSettingsDto } from '../marketplace/dto/marketplace-admin-settings.dto';
import { PlatformSettingsService } from '../marketplace/platform-settings.service';
import type { User } from '../users/user.entity';
import { AdminService } from './admin.service';
import { ActivitiesQueryDto, ActivityDto } from './dto/activity.dto';
import { PlatformStatsDto } from './dto/platform-stats.dto';

@ApiTags('Admin')
@Controller('admin')
@Authenticated({ admin: true })
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly platformSettings: PlatformSettingsService,
  ) {}

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

  @Get('settings/marketplace')
  @Endpoint({ summary: 'Whether SL Marketplace sales are exempt from commission', type: MarketplaceAdminSettingsDto })
  getAdminMarketplaceSettings(): Promise<MarketplaceAdminSettingsDto> {
    return this.platformSettings.marketplace();
  }

  @Put('settings/marketplace')
  @Endpoint({
    summary: 'Exempt SL Marketplace sales from commission, or price them like in-world sales',
    description: 'Applies to Marketplace sales recorded from now on; sales already recorded keep their commission.',
    type: MarketplaceAdminSettingsDto,
  })
  updateAdminMarketplaceSettings(@CurrentUser() admin: User, @Body() dto: MarketplaceAdminSettingsDto): Promise<MarketplaceAdminSettingsDto> {
    return this.platformSettings.updateMarketplace(admin, dto);
  }
}
