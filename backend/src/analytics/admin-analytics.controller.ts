import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { RANGE_RULES } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { AnalyticsDto } from './dto/analytics.dto';
import { AnalyticsQueryDto } from './dto/analytics-query.dto';

/** The platform's analytics: every merchant's completed sales, the merchants who sold most and the accounts opened. */
@ApiTags('Admin')
@Controller('admin/analytics')
@Authenticated({ admin: true })
export class AdminAnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @Endpoint({
    summary: 'Platform revenue, commission, sales and new accounts per SLT day, week or month, with top merchants, vendors, products, events and regions',
    description: RANGE_RULES,
    type: AnalyticsDto,
  })
  getPlatformAnalytics(@Query() query: AnalyticsQueryDto): Promise<AnalyticsDto> {
    return this.analytics.platform(query);
  }
}
