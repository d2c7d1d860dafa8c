import type { IncomingHttpHeaders } from 'node:http';

import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { secondLifeOrigin } from '../common/second-life/second-life-origin';
import { UNKNOWN_BOX_KEY } from '../delivery-boxes/delivery-boxes.service';
import { InWorld, Script } from '../in-world/in-world.decorator';
import { UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import { BuyerRedeliveriesService } from './buyer-redeliveries.service';
import { CreateRedeliveryLinkDto, RedeliveryLinkDto } from './dto/buyer-redelivery.dto';
import {
  BuyerPurchasesQueryDto,
  PendingQueryDto,
  PendingRedeliveriesDto,
  PurchasesDto,
  RedeliveryRequestDto,
  ReportRedeliveryDeliveredDto,
  ReportRedeliveryFailedDto,
} from './dto/redelivery-request.dto';
import { REDELIVERY_NOT_FOUND, RedeliveryRequestsService } from './redelivery-requests.service';

/** The delivery boxes' and the terminal's in-world routes: the requests handed to a box, its reports, a buyer's purchases. */
@ApiTags('In-world scripts')
@Controller('lsl')
export class InWorldRedeliveriesController {
  constructor(
    private readonly redeliveries: RedeliveryRequestsService,
    private readonly buyers: BuyerRedeliveriesService,
  ) {}

  @Get('redeliveries/pending')
  @InWorld({ access: 'script', secondLifeHeaders: true })
  @Endpoint({
    summary: 'The redelivery requests handed to this delivery box (lsl/delivery-box.lsl)',
    description:
      'Waiting requests are first handed out to the online boxes that hold their items; then this box gets its own, oldest first, ' +
      'at most 10, and never a body over 2048 bytes. The call counts as a sign of life of the calling object.',
    type: PendingRedeliveriesDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_BOX_KEY, type: ApiErrorDto })
  getPendingRedeliveries(
    @Script() caller: ScriptCaller,
    @Query() query: PendingQueryDto,
    @Headers() headers: IncomingHttpHeaders,
  ): Promise<PendingRedeliveriesDto> {
    return this.redeliveries.pendingForBox(caller, query.box_id, secondLifeOrigin(headers), query.notices === '1');
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
  reportRedeliveryDelivered(
    @Script() caller: ScriptCaller,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReportRedeliveryDeliveredDto,
  ): Promise<RedeliveryRequestDto> {
    return this.redeliveries.report(caller, id, 'delivered', null, dto.box_id);
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
    return this.redeliveries.report(caller, id, 'failed', dto.reason, dto.box_id);
  }

  @Post('redelivery-links')
  @InWorld({ access: 'script', body: true, secondLifeHeaders: true })
  @Endpoint({
    summary: "A one-time web link to the buyer's purchases from you, for llLoadURL (the terminal's and the vendor's Web link)",
    description:
      "The page at url lists only that avatar's completed purchases from you and lets them redeliver any; no sign-in. " +
      'The link works for 30 minutes; a new link for the same avatar ends their earlier one.',
    status: 201,
    type: RedeliveryLinkDto,
  })
  @ApiNotFoundResponse({ description: `${UNKNOWN_VENDOR_KEY} (vendor_id names none of your vendors)`, type: ApiErrorDto })
  createRedeliveryLink(
    @Script() caller: ScriptCaller,
    @Body() dto: CreateRedeliveryLinkDto,
    @Headers('x-secondlife-object-key') objectKey: string | undefined,
  ): Promise<RedeliveryLinkDto> {
    return this.buyers.createLink(caller, dto, objectKey);
  }

  @Get('purchases')
  @InWorld({ access: 'script' })
  @Endpoint({
    summary: "A buyer's purchases from your vendors, for the redelivery terminal (lsl/redelivery-terminal.lsl)",
    description: 'Completed purchases, newest first, at most 20, dated in Second Life time; never a body over 8192 bytes.',
    type: PurchasesDto,
  })
  getBuyerPurchases(@Script() caller: ScriptCaller, @Query() query: BuyerPurchasesQueryDto): Promise<PurchasesDto> {
    return this.redeliveries.purchases(caller, query.buyer, query.vendor_id);
  }
}
