import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import type { User } from '../users/user.entity';
import { AnalyticsService } from './analytics.service';
import { AnalyticsDto } from './dto/analytics.dto';
import { AnalyticsQueryDto } from './dto/analytics-query.dto';

export const RANGE_RULES =
  'Completed sales only. Days, weeks (Monday to Sunday) and months are SLT (America/Los_Angeles, daylight saving included). ' +
  'Without from and to: the last 30 SLT days.';

/** The caller's own analytics: their vendors' completed sales, like their dashboard (admins see their own here too). */
@ApiTags('Analytics')
@Controller('analytics')
@Authenticated()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @Endpoint({
    summary: 'Your sales per SLT day, week or month over a range, with your top vendors, products, events and regions',
    description: RANGE_RULES,
    type: AnalyticsDto,
  })
  getAnalytics(@CurrentUser() user: User, @Query() query: AnalyticsQueryDto): Promise<AnalyticsDto> {
    return this.analytics.own(user, query);
  }
}
