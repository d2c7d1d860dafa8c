import { applyDecorators, Controller, Get, Headers, Param, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiHeader, ApiNotFoundResponse, ApiQuery, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { Anonymous } from '../common/decorators/anonymous.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ANS_HASH_HEADER } from './ans-notification';
import { MarketplaceSaleRecordedDto } from './dto/marketplace.dto';
import { ANS_HASH_MISMATCH, MarketplaceSalesService, UNKNOWN_MARKETPLACE_ADDRESS } from './marketplace-sales.service';
import { MarketplaceThrottlerGuard } from './marketplace-throttler.guard';

/** The order fields the Marketplace sends (Second Life's names); others are accepted and ignored. */
const ANS_FIELDS: Array<[name: string, description: string]> = [
  ['TransactionID', "The Marketplace's id of the order (required, at most 64 characters): a repeated notification records nothing."],
  ['PayerKey', "The payer's avatar key (required): the buyer."],
  ['PayerName', "The payer's avatar name."],
  ['ReceiverKey', 'The avatar who got the item: a gift when it is not the payer.'],
  ['ReceiverName', "The receiver's avatar name."],
  ['ItemID', 'The listing\'s item id: the sale is recorded as your product with this "Marketplace item ID".'],
  ['ItemName', "The listing's name."],
  ['PaymentGross', 'Whole L$ paid (required, at least 0): the sale amount.'],
  ['PaymentFee', "The Marketplace's fee (not recorded)."],
  ['MerchantName', 'Your avatar name (not recorded).'],
  ['MerchantKey', 'Your avatar key (not recorded).'],
  ['Type', 'The kind of notification (not recorded).'],
  ['Region', 'A region, recorded as the sale region.'],
  ['Location', 'Recorded as the sale region when there is no Region.'],
];

/** Documents the fields as optional query parameters: they are read from the raw query string, whose hash is checked first. */
function AnsFields(): MethodDecorator {
  return applyDecorators(...ANS_FIELDS.map(([name, description]) => ApiQuery({ name, required: false, type: String, description })));
}

@ApiTags('SL Marketplace')
@Controller('marketplace')
export class MarketplaceAnsController {
  constructor(private readonly sales: MarketplaceSalesService) {}

  @Get('ans/:token')
  @Anonymous()
  @UseGuards(MarketplaceThrottlerGuard)
  @Endpoint({
    summary: "The SL Marketplace's notification of a sale (Automatic Notification Service): records it once",
    description:
      'No sign-in: the address from Settings → Marketplace is the credential, and X-ANS-Verify-Hash proves the call: the lower-case hex SHA-1 ' +
      'of the query string exactly as sent (without the "?") followed by your salt. The sale is recorded once per TransactionID; a repeat ' +
      'answers recorded: false with the same transaction_id.',
    type: MarketplaceSaleRecordedDto,
  })
  @ApiHeader({ name: 'X-ANS-Verify-Hash', required: true, description: 'SHA-1 (lower-case hex) of the raw query string followed by your salt.' })
  @ApiNotFoundResponse({ description: UNKNOWN_MARKETPLACE_ADDRESS, type: ApiErrorDto })
  @ApiForbiddenResponse({ description: ANS_HASH_MISMATCH, type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ description: 'Too many requests; see the Retry-After header.', type: ApiErrorDto })
  @AnsFields()
  receiveMarketplaceSale(
    @Param('token') token: string,
    @Req() request: FastifyRequest,
    @Headers(ANS_HASH_HEADER) hash: string | undefined,
  ): Promise<MarketplaceSaleRecordedDto> {
    return this.sales.receive(token, request.raw.url ?? request.url, hash);
  }
}
