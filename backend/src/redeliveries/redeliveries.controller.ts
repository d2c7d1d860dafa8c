import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { FailRedeliveryDto } from './dto/fail-redelivery.dto';
import { RedeliveryDto, RedeliveryPageDto, RedeliveryStatsDto } from './dto/redelivery.dto';
import { RedeliveryListQueryDto } from './dto/redelivery-query.dto';
import { ALREADY_REFILED, RedeliveriesService, REDELIVERY_NOT_FOUND } from './redeliveries.service';

/** The merchant's side of redeliveries. Filing a request (POST /api/redeliveries) lives with the in-world routes. */
@ApiTags('Redeliveries')
@Controller('redeliveries')
@Authenticated()
export class RedeliveriesController {
  constructor(private readonly redeliveries: RedeliveriesService) {}

  @Get()
  @Endpoint({ summary: "Redelivery requests for the caller's vendors' sales (admins: all), newest first, paged", type: RedeliveryPageDto })
  getRedeliveries(@CurrentUser() user: User, @Query() query: RedeliveryListQueryDto): Promise<RedeliveryPageDto> {
    return this.redeliveries.list(user, query);
  }

  @Get('stats')
  @Endpoint({ summary: 'Pending requests, requests completed today (SLT) and the 30-day success rate', type: RedeliveryStatsDto })
  getRedeliveryStats(@CurrentUser() user: User): Promise<RedeliveryStatsDto> {
    return this.redeliveries.stats(user);
  }

  @Post(':id/process')
  @HttpCode(HttpStatus.OK)
  @Endpoint({
    summary: 'Send a request to a delivery box now',
    description:
      'A waiting request is handed to an online delivery box that holds the item (→ assigned) and the box is pinged; when no box can take it, ' +
      'it stays pending and waitingReason says why. A request already handed to a box is sent to that box again (or to another one if it went offline).',
    type: RedeliveryDto,
  })
  @ApiNotFoundResponse({ description: REDELIVERY_NOT_FOUND, type: ApiErrorDto })
  @ApiConflictResponse({ description: 'The request is already completed or failed.', type: ApiErrorDto })
  processRedelivery(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<RedeliveryDto> {
    return this.redeliveries.process(user, id);
  }

  @Post(':id/complete')
  @HttpCode(HttpStatus.OK)
  @Endpoint({ summary: 'Mark a pending or assigned request delivered by hand (→ completed)', type: RedeliveryDto })
  @ApiNotFoundResponse({ description: REDELIVERY_NOT_FOUND, type: ApiErrorDto })
  @ApiConflictResponse({ description: 'The request is already completed or failed.', type: ApiErrorDto })
  completeRedelivery(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<RedeliveryDto> {
    return this.redeliveries.complete(user, id);
  }

  @Post(':id/fail')
  @HttpCode(HttpStatus.OK)
  @Endpoint({ summary: 'Mark a pending or assigned request failed, with the reason (→ failed)', type: RedeliveryDto })
  @ApiNotFoundResponse({ description: REDELIVERY_NOT_FOUND, type: ApiErrorDto })
  @ApiConflictResponse({ description: 'The request is already completed or failed.', type: ApiErrorDto })
  failRedelivery(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Body() dto: FailRedeliveryDto): Promise<RedeliveryDto> {
    return this.redeliveries.fail(user, id, dto.reason);
  }

  @Post(':id/retry')
  @HttpCode(HttpStatus.OK)
  @Endpoint({ summary: 'Send a failed request back to the queue and on to a delivery box (failed → pending → assigned)', type: RedeliveryDto })
  @ApiNotFoundResponse({ description: REDELIVERY_NOT_FOUND, type: ApiErrorDto })
  @ApiConflictResponse({ description: `The request has not failed, or: ${ALREADY_REFILED}`, type: ApiErrorDto })
  retryRedelivery(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<RedeliveryDto> {
    return this.redeliveries.retry(user, id);
  }
}
