import type { IncomingHttpHeaders } from 'node:http';

import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { QuoteDto, QuoteQueryDto } from '../sales/dto/quote.dto';
import { RecordSaleDto } from '../sales/dto/record-sale.dto';
import { RedeemVoucherDto, VoucherRedeemedDto } from '../sales/dto/redeem-voucher.dto';
import { SaleRecordedDto } from '../sales/dto/sale-recorded.dto';
import {
  GIFT_CARD_TOO_LOW,
  PRODUCT_NOT_ON_SALE,
  PRODUCT_SOLD_OUT,
  SalesService,
  secondLifeOrigin,
  UNKNOWN_GIFT_CARD,
  UNKNOWN_VENDOR_KEY,
  VENDOR_INACTIVE,
} from '../sales/sales.service';
import type { User } from '../users/user.entity';
import { BoxInventoryAnswerDto, BoxInventoryDto, HeartbeatAnswerDto, HeartbeatDto } from './dto/heartbeat.dto';
import { LslScriptsDto, LslScriptsQueryDto } from './dto/lsl-scripts.dto';
import { LslActivityDto, LslStatusDto } from './dto/lsl-status.dto';
import {
  BuyerPurchasesQueryDto,
  PendingQueryDto,
  PendingRedeliveriesDto,
  PurchasesDto,
  RedeliveryRequestDto,
  ReportRedeliveryDeliveredDto,
  ReportRedeliveryFailedDto,
} from './dto/redelivery-request.dto';
import { RefundReportedDto, ReportRefundDto } from './dto/refund-report.dto';
import { BOX_URL_REFUSED, HeartbeatsService } from './heartbeats.service';
import { Caller, InWorld, Script } from './in-world.decorator';
import { InWorldRefundsService } from './in-world-refunds.service';
import type { InWorldCaller, ScriptCaller } from './in-world-request';
import { LslScriptsService } from './lsl-scripts.service';
import { LslStatusService } from './lsl-status.service';
import { REDELIVERY_NOT_FOUND, RedeliveryRequestsService, UNKNOWN_BOX_KEY } from './redelivery-requests.service';
import { scriptBaseUrl } from './script-source';

@ApiTags('In-world scripts')
@Controller('lsl')
export class LslController {
  constructor(
    private readonly sales: SalesService,
    private readonly refunds: InWorldRefundsService,
    private readonly redeliveries: RedeliveryRequestsService,
    private readonly status: LslStatusService,
    private readonly heartbeats: HeartbeatsService,
    private readonly scriptSources: LslScriptsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('sale')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true, secondLifeHeaders: true, forbidden: [VENDOR_INACTIVE] })
  @Endpoint({
    summary: 'Record a sale made by an in-world vendor (lsl/vendor.lsl)',
    description:
      `The vendor must be yours (otherwise 404 "${UNKNOWN_VENDOR_KEY}") and active (otherwise 403 "${VENDOR_INACTIVE}"). ` +
      "amount is the full price paid; the merchant's promotions (a typed coupon, sales, VIP, loyalty) may lower it: the answer's amount is the " +
      'price due, refund the L$ the vendor gives back (and reports to POST /api/lsl/refunds), and the commission is charged on the price due. ' +
      'The same sale_id again answers with the first transaction and records nothing. ' +
      `A product out of stock answers 409 "${PRODUCT_SOLD_OUT}", one outside its availability dates 409 "${PRODUCT_NOT_ON_SALE}"; ` +
      'either way nothing is recorded and the buyer is to be refunded, unless the vendor sends given: true (it gave the item already).',
    type: SaleRecordedDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_VENDOR_KEY, type: ApiErrorDto })
  @ApiConflictResponse({ description: `${PRODUCT_SOLD_OUT} / ${PRODUCT_NOT_ON_SALE}`, type: ApiErrorDto })
  recordSale(@Script() caller: ScriptCaller, @Body() dto: RecordSaleDto, @Headers() headers: IncomingHttpHeaders): Promise<SaleRecordedDto> {
    return this.sales.record(caller, dto, secondLifeOrigin(headers));
  }

  @Post('vouchers/redeem')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true, secondLifeHeaders: true, forbidden: [VENDOR_INACTIVE] })
  @Endpoint({
    summary: 'Pay for a product with a gift card (Pay with gift card at a vendor)',
    description:
      "The product's price, after the merchant's promotions, is taken from the card's balance in the same transaction as the sale is " +
      `recorded (paid_with voucher, no commission: the card's sale carried it); the vendor then gives the item. 404 "${UNKNOWN_GIFT_CARD}" ` +
      `for a code that is not one of the merchant's cards (or was voided), 409 "${GIFT_CARD_TOO_LOW}" when the balance is short. ` +
      'The same sale_id again answers the first redemption and spends nothing.',
    type: VoucherRedeemedDto,
  })
  @ApiNotFoundResponse({ description: `${UNKNOWN_GIFT_CARD} / ${UNKNOWN_VENDOR_KEY}`, type: ApiErrorDto })
  @ApiConflictResponse({ description: `${GIFT_CARD_TOO_LOW} / ${PRODUCT_SOLD_OUT} / ${PRODUCT_NOT_ON_SALE}`, type: ApiErrorDto })
  redeemVoucher(@Script() caller: ScriptCaller, @Body() dto: RedeemVoucherDto, @Headers() headers: IncomingHttpHeaders): Promise<VoucherRedeemedDto> {
    return this.sales.redeemGiftCard(caller, dto, secondLifeOrigin(headers));
  }

  @Get('quote')
  @InWorld({ access: 'script' })
  @Endpoint({
    summary: 'The price a buyer would pay for a product now (hover text and touch menu)',
    description:
      "The product's list price and the price after the best promotion that applies (or their sum, when the merchant lets them add up). " +
      'Without user_id only the sales running apply; coupon_error says why a typed coupon does not. Nothing is recorded.',
    type: QuoteDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_VENDOR_KEY, type: ApiErrorDto })
  getQuote(@Script() caller: ScriptCaller, @Query() query: QuoteQueryDto): Promise<QuoteDto> {
    return this.sales.quote(caller, query);
  }

  @Post('refunds')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: "Report a refund the vendor made: a discounted sale's change, or a refused sale's payment",
    description: 'Recorded once per sale_id of the vendor; the same report again answers the same. The transaction shows the change given back.',
    type: RefundReportedDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_VENDOR_KEY, type: ApiErrorDto })
  reportRefund(@Script() caller: ScriptCaller, @Body() dto: ReportRefundDto): Promise<RefundReportedDto> {
    return this.refunds.report(caller, dto);
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

  @Post('heartbeat')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true, secondLifeHeaders: true })
  @Endpoint({
    summary: 'An in-world object says it is alive: where it is, which script version it runs, what it holds back',
    description:
      'Sent by every script at start and every 5 minutes. The X-SecondLife-Object-Key, -Object-Name, -Region and -Local-Position headers, ' +
      `when sent, win over the body. A vendor must be yours (otherwise 404 "${UNKNOWN_VENDOR_KEY}"), a box too (otherwise 404 "${UNKNOWN_BOX_KEY}"). ` +
      `A box's url must be a Second Life simulator's (otherwise 400 "${BOX_URL_REFUSED}").`,
    type: HeartbeatAnswerDto,
  })
  @ApiNotFoundResponse({ description: `${UNKNOWN_VENDOR_KEY} or ${UNKNOWN_BOX_KEY}`, type: ApiErrorDto })
  recordHeartbeat(@Script() caller: ScriptCaller, @Body() dto: HeartbeatDto, @Headers() headers: IncomingHttpHeaders): Promise<HeartbeatAnswerDto> {
    return this.heartbeats.heartbeat(caller, dto, secondLifeOrigin(headers));
  }

  @Put('boxes/inventory')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'What a delivery box holds (lsl/delivery-box.lsl), at most 50 names a call',
    description: 'append false (the default) replaces the list, true adds to it. Requests waiting for these items are then handed to the box.',
    type: BoxInventoryAnswerDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_BOX_KEY, type: ApiErrorDto })
  putBoxInventory(@Script() caller: ScriptCaller, @Body() dto: BoxInventoryDto): Promise<BoxInventoryAnswerDto> {
    return this.heartbeats.inventory(caller, dto);
  }

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

  @Get('scripts')
  @Authenticated()
  @Endpoint({
    summary: 'The in-world scripts (vendor, delivery box, redelivery terminal, payouts), ready to paste',
    description:
      "API_BASE_URL is this server's public address (PUBLIC_URL, else the origin of this request); with vendorId or boxId, that vendor's (vendor and payouts scripts) or box's key is filled in. " +
      'The API key stays a placeholder: the server never holds it in clear.',
    type: LslScriptsDto,
  })
  @ApiNotFoundResponse({ description: 'Vendor not found. / Delivery box not found. (or not yours)', type: ApiErrorDto })
  getLslScripts(@CurrentUser() user: User, @Query() query: LslScriptsQueryDto, @Req() request: FastifyRequest): Promise<LslScriptsDto> {
    return this.scriptSources.scripts(user, query, scriptBaseUrl(this.config.publicUrl, request.protocol, request.host));
  }
}
