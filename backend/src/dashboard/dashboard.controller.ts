import { Controller, Get, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import type { User } from '../users/user.entity';
import { DashboardService } from './dashboard.service';
import { CurrentEventDto, DashboardStatsDto, RecentTransactionDto, SalesPointDto, TopProductDto } from './dto/dashboard.dto';
import { CardLimitQueryDto, SalesRangeQueryDto } from './dto/dashboard-query.dto';

/** The personal dashboard: figures of the caller's own vendors (admins too); days are SLT days. */
@ApiTags('Dashboard')
@Controller('dashboard')
@Authenticated()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('stats')
  @Endpoint({ summary: "Today's sales and commission (SLT day), active vendors and visitors of the current event", type: DashboardStatsDto })
  getDashboardStats(@CurrentUser() user: User): Promise<DashboardStatsDto> {
    return this.dashboard.stats(user);
  }

  @Get('sales')
  @Endpoint({ summary: 'Completed sales per SLT day over the chosen range, oldest first, days without sales as 0', type: [SalesPointDto] })
  getDashboardSales(@CurrentUser() user: User, @Query() query: SalesRangeQueryDto): Promise<SalesPointDto[]> {
    return this.dashboard.sales(user, query.range);
  }

  @Get('top-products')
  @Endpoint({ summary: 'Best-selling products by revenue over the last 30 SLT days', type: [TopProductDto] })
  getTopProducts(@CurrentUser() user: User, @Query() query: CardLimitQueryDto): Promise<TopProductDto[]> {
    return this.dashboard.topProducts(user, query.limit);
  }

  @Get('recent-transactions')
  @Endpoint({ summary: 'The latest sales of any status, newest first', type: [RecentTransactionDto] })
  getRecentTransactions(@CurrentUser() user: User, @Query() query: CardLimitQueryDto): Promise<RecentTransactionDto[]> {
    return this.dashboard.recentTransactions(user, query.limit);
  }

  @Get('current-event')
  @ApiExtraModels(CurrentEventDto)
  @ApiOkResponse({
    description: "The caller's event running now, or null when there is none.",
    schema: { type: 'object', nullable: true, allOf: [{ $ref: getSchemaPath(CurrentEventDto) }] },
  })
  @Endpoint({ summary: "The caller's event running now (organised, or joined by one of their vendors), or null" })
  getCurrentEvent(@CurrentUser() user: User): Promise<CurrentEventDto | null> {
    return this.dashboard.currentEvent(user);
  }
}
