import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { IncomingHttpHeaders } from 'node:http';
import { Authenticated } from '../common/decorators/authenticated.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { LslActivityDto, LslStatusDto } from './dto/lsl-status.dto';
import { RecordSaleDto } from './dto/record-sale.dto';
import {
  BuyerPurchasesQueryDto,
  PendingRedeliveriesDto,
  PurchasesDto,
  RedeliveryRequestDto,
  ReportRedeliveryFailedDto,
} from './dto/redelivery-request.dto';
import { SaleRecordedDto } from './dto/sale-recorded.dto';
import { Caller, InWorld, Script } from './in-world.decorator';
import type { InWorldCaller, ScriptCaller } from './in-world-request';
import { LslStatusService } from './lsl-status.service';
import { REDELIVERY_NOT_FOUND, RedeliveryRequestsService } from './redelivery-requests.service';
import { secondLifeOrigin, SalesService, UNKNOWN_VENDOR_KEY, VENDOR_INACTIVE } from './sales.service';

@ApiTags('In-world scripts')
@Controller('lsl')
export class LslController {
  constructor(
    private readonly sales: SalesService,
    private readonly redeliveries: RedeliveryRequestsService,
    private readonly status: LslStatusService,
  ) {}

  @Post('sale')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true, secondLifeHeaders: true, forbidden: [VENDOR_INACTIVE] })
  @Endpoint({
    summary: 'Record a sale made by an in-world vendor (lsl/vendor.lsl)',
    description:
      `The vendor must be yours (otherwise 404 "${UNKNOWN_VENDOR_KEY}") and active (otherwise 403 "${VENDOR_INACTIVE}"). ` +
      'The commission is computed when the sale is recorded. The same sale_id again answers with the first transaction and records nothing.',
    type: SaleRecordedDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_VENDOR_KEY, type: ApiErrorDto })
  recordSale(@Script() caller: ScriptCaller, @Body() dto: RecordSaleDto, @Headers() headers: IncomingHttpHeaders): Promise<SaleRecordedDto> {
    return this.sales.record(caller, dto, secondLifeOrigin(headers));
  }

  @Get('status')
  @InWorld({ access: 'anyone' })
  @Endpoint({
    summary: 'Vendor counts and the time of the last in-world call',
    description: 'For the API key owner (X-Api-Key) or the signed-in user (bearer token); for the whole platform without either.',
    type: LslStatusDto,
  })
  getLslStatus(@Caller() caller: InWorldCaller): Promise<LslStatusDto> {
    return this.status.status(caller);
  }

  @Get('activity')
  @Authenticated()
  @Endpoint({ summary: "Today's in-world calls with your API keys and their error rate (Second Life time)", type: LslActivityDto })
  getLslActivity(@CurrentUser() user: User): Promise<LslActivityDto> {
    return this.status.activity(user);
  }

  @Get('redeliveries/pending')
  @InWorld({ access: 'script' })
  @Endpoint({
    summary: 'Pending redelivery requests for your delivery box (lsl/delivery-box.lsl)',
    description: 'Oldest first, at most 10, and never a body over 2048 bytes.',
    type: PendingRedeliveriesDto,
  })
  getPendingRedeliveries(@Script() caller: ScriptCaller): Promise<PendingRedeliveriesDto> {
    return this.redeliveries.pending(caller);
  }

  @Post('redeliveries/:id/delivered')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'Report a redelivery request as delivered (the delivery box gave the item)',
    description: 'The request becomes completed. Reporting it delivered again answers the same.',
    type: RedeliveryRequestDto,
  })
  @ApiNotFoundResponse({ description: `${REDELIVERY_NOT_FOUND} (also for another merchant's request)`, type: ApiErrorDto })
  @ApiConflictResponse({ description: 'The request was already closed as failed.', type: ApiErrorDto })
  reportRedeliveryDelivered(@Script() caller: ScriptCaller, @Param('id', ParseIdPipe) id: number): Promise<RedeliveryRequestDto> {
    return this.redeliveries.report(caller, id, 'delivered', null);
  }

  @Post('redeliveries/:id/failed')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'Report a redelivery request as failed, with the reason',
    description: 'The request becomes failed. Reporting it failed again answers the same and keeps the first reason.',
    type: RedeliveryRequestDto,
  })
  @ApiNotFoundResponse({ description: `${REDELIVERY_NOT_FOUND} (also for another merchant's request)`, type: ApiErrorDto })
  @ApiConflictResponse({ description: 'The request was already closed as completed.', type: ApiErrorDto })
  reportRedeliveryFailed(
    @Script() caller: ScriptCaller,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReportRedeliveryFailedDto,
  ): Promise<RedeliveryRequestDto> {
    return this.redeliveries.report(caller, id, 'failed', dto.reason);
  }

  @Get('purchases')
  @InWorld({ access: 'script' })
  @Endpoint({
    summary: "A buyer's purchases from your vendors, for the redelivery terminal (lsl/redelivery-terminal.lsl)",
    description: 'Completed purchases, newest first, at most 20, dated in Second Life time; never a body over 8192 bytes.',
    type: PurchasesDto,
  })
  getBuyerPurchases(@Script() caller: ScriptCaller, @Query() query: BuyerPurchasesQueryDto): Promise<PurchasesDto> {
    return this.redeliveries.purchases(caller, query.buyer);
  }
}
