import type { IncomingHttpHeaders } from 'node:http';

import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseBigIdPipe } from '../common/pipes/parse-big-id.pipe';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { secondLifeOrigin } from '../common/second-life/second-life-origin';
import { UNKNOWN_BOX_KEY } from '../delivery-boxes/delivery-boxes.service';
import { InWorld, Script } from '../in-world/in-world.decorator';
import { UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import { NO_OBJECT_KEY, NO_SECRET, SECRET_ISSUED } from '../in-world-objects/order-secrets';
import { UNKNOWN_REFUND_ORDER } from '../sales/refund-orders.service';
import { SellingVendors } from '../sales/selling-vendors';
import {
  PayoutOrdersDto,
  PayoutOrdersQueryDto,
  PayoutResultDto,
  PayoutSecretDto,
  PayoutVendorDto,
  RefundOrderResultDto,
  ReportPayoutResultDto,
} from './dto/payouts.dto';
import { BOX_PAYS_REFUNDS_ONLY, ONE_PAYING_OBJECT, PayoutsService, UNKNOWN_PAYOUT, VENDOR_ID_REQUIRED } from './payouts.service';

/** The payouts script's calls (lsl/payouts.lsl): its secret, its signed orders, and its reports (docs/decisions/0097-signed-payout-orders.md). */
@ApiTags('In-world scripts')
@Controller('lsl/payouts')
export class PayoutResultsController {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly sellingVendors: SellingVendors,
  ) {}

  @Post('secret')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true, secondLifeHeaders: true })
  @Endpoint({
    summary: "Issue the calling object's payout secret (lsl/payouts.lsl, once)",
    description:
      'The secret payouts.lsl checks every payout order with. Issued once per object (X-SecondLife-Object-Key) and vendor key ' +
      `(vendor_id), or delivery box key (box_id) for a payouts script in a delivery box: asked again, 409 "${SECRET_ISSUED}"`,
    type: PayoutSecretDto,
  })
  @ApiBadRequestResponse({ description: `${NO_OBJECT_KEY} / ${VENDOR_ID_REQUIRED} / ${ONE_PAYING_OBJECT}`, type: ApiErrorDto })
  @ApiConflictResponse({ description: SECRET_ISSUED, type: ApiErrorDto })
  @ApiNotFoundResponse({ description: `${UNKNOWN_VENDOR_KEY} / ${UNKNOWN_BOX_KEY}`, type: ApiErrorDto })
  issuePayoutSecret(@Script() caller: ScriptCaller, @Body() dto: PayoutVendorDto, @Headers() headers: IncomingHttpHeaders): Promise<PayoutSecretDto> {
    return this.payouts.issueSecret(caller, dto, secondLifeOrigin(headers));
  }

  @Get('orders')
  @InWorld({ access: 'script', secondLifeHeaders: true })
  @Endpoint({
    summary: "The vendor's due payouts as orders signed for the calling object (lsl/payouts.lsl)",
    description:
      'Oldest first, at most 10 and 1536 bytes; more: true when others wait. Each order stands 10 minutes and is signed with the ' +
      `object's secret; payouts.lsl pays it once per attempt, within the caps its owner set. 409 "${NO_SECRET}" before the object has one. ` +
      "With box_id (a payouts script in a delivery box): only buyers' refunds, those none of the merchant's vendors is online to send.",
    type: PayoutOrdersDto,
  })
  @ApiBadRequestResponse({ description: `${NO_OBJECT_KEY} / ${VENDOR_ID_REQUIRED} / ${ONE_PAYING_OBJECT}`, type: ApiErrorDto })
  @ApiConflictResponse({ description: NO_SECRET, type: ApiErrorDto })
  @ApiNotFoundResponse({ description: `${UNKNOWN_VENDOR_KEY} / ${UNKNOWN_BOX_KEY}`, type: ApiErrorDto })
  payoutOrders(@Script() caller: ScriptCaller, @Query() query: PayoutOrdersQueryDto, @Headers() headers: IncomingHttpHeaders): Promise<PayoutOrdersDto> {
    return this.payouts.ordersFor(caller, query, secondLifeOrigin(headers), query.debit === undefined ? null : query.debit === '1');
  }

  @Post(':id/result')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'Report how a payout to a partner went (lsl/payouts.lsl, after transaction_result)',
    description:
      'success true: the payout becomes paid; false: failed, with the reason, until the merchant retries it. A payout is paid once: ' +
      'the same report again, or any report about a payout already paid, changes nothing and answers the payout as it stands.',
    type: PayoutResultDto,
  })
  @ApiBadRequestResponse({ description: BOX_PAYS_REFUNDS_ONLY, type: ApiErrorDto })
  @ApiNotFoundResponse({ description: `${UNKNOWN_PAYOUT} (also for another merchant's payout) / ${UNKNOWN_VENDOR_KEY}`, type: ApiErrorDto })
  async reportPayoutResult(
    @Script() caller: ScriptCaller,
    @Param('id', ParseBigIdPipe) id: number,
    @Body() dto: ReportPayoutResultDto,
  ): Promise<PayoutResultDto> {
    if (dto.box_id !== undefined) throw new BadRequestException({ message: BOX_PAYS_REFUNDS_ONLY, fieldErrors: { box_id: [BOX_PAYS_REFUNDS_ONLY] } });
    const vendor = dto.vendor_id === undefined ? null : await this.sellingVendors.ofCaller(caller, dto.vendor_id);
    return this.payouts.report(caller.owner.id, vendor?.id ?? null, id, dto);
  }

  @Post('refunds/:id/result')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'Report how a refund ordered on the web went (lsl/payouts.lsl, after transaction_result)',
    description:
      'success true: the refund is confirmed on the sale; false: failed, with the reason, shown on the sale. The same report again changes ' +
      `nothing and answers the order as it stands. vendor_id, or box_id for a delivery box, is required (400 "${VENDOR_ID_REQUIRED}").`,
    type: RefundOrderResultDto,
  })
  @ApiBadRequestResponse({ description: `${VENDOR_ID_REQUIRED} / ${ONE_PAYING_OBJECT}`, type: ApiErrorDto })
  @ApiNotFoundResponse({
    description: `${UNKNOWN_REFUND_ORDER} (also another merchant's, or one another vendor or box holds) / ${UNKNOWN_VENDOR_KEY} / ${UNKNOWN_BOX_KEY}`,
    type: ApiErrorDto,
  })
  reportRefundOrderResult(
    @Script() caller: ScriptCaller,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReportPayoutResultDto,
  ): Promise<RefundOrderResultDto> {
    return this.payouts.reportRefund(caller, id, dto);
  }
}
