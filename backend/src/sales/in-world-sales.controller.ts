import type { IncomingHttpHeaders } from 'node:http';

import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { secondLifeOrigin } from '../common/second-life/second-life-origin';
import { InWorld, Script } from '../in-world/in-world.decorator';
import { UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import { QuoteDto, QuoteQueryDto } from './dto/quote.dto';
import { RecordSaleDto } from './dto/record-sale.dto';
import { RedeemVoucherDto, VoucherRedeemedDto } from './dto/redeem-voucher.dto';
import { RefundReportedDto, ReportRefundDto } from './dto/refund-report.dto';
import { SaleRecordedDto } from './dto/sale-recorded.dto';
import { InWorldRefundsService } from './in-world-refunds.service';
import { GIFT_CARD_TOO_LOW, PRODUCT_NOT_ON_SALE, PRODUCT_SOLD_OUT, SalesService, STALE_PRICE, UNKNOWN_GIFT_CARD, VENDOR_INACTIVE } from './sales.service';

/** The vendors' in-world routes: a sale, a gift card paying, a quote, a refund report. */
@ApiTags('In-world scripts')
@Controller('lsl')
export class InWorldSalesController {
  constructor(
    private readonly sales: SalesService,
    private readonly refunds: InWorldRefundsService,
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
  @ApiConflictResponse({ description: `${PRODUCT_SOLD_OUT} / ${PRODUCT_NOT_ON_SALE} / ${STALE_PRICE}`, type: ApiErrorDto })
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
}
