import { Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiParam, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';

import { Anonymous } from '../common/decorators/anonymous.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseBigIdPipe } from '../common/pipes/parse-big-id.pipe';
import { BuyerLinkThrottlerGuard } from './buyer-link-throttler.guard';
import { BuyerRedeliveriesService, LINK_EXPIRED, LINK_UNKNOWN } from './buyer-redeliveries.service';
import { BuyerPurchasesDto } from './dto/buyer-redelivery.dto';
import { RedeliveryRequestDto } from './dto/redelivery-request.dto';
import { NOT_COMPLETED, TRANSACTION_NOT_FOUND } from './redelivery-requests.service';

const TOKEN_PARAM = { name: 'token', description: 'The secret of the link the buyer got in-world (llLoadURL).' };
const TOO_MANY = 'Too many requests from this address; see the Retry-After header.';

/** The buyer's page of a web link (/redeliver/:token): no sign-in, the link's token is the credential. */
@ApiTags('Buyer redeliveries')
@Controller('buyer-redeliveries')
@UseGuards(BuyerLinkThrottlerGuard)
export class BuyerRedeliveriesController {
  constructor(private readonly buyers: BuyerRedeliveriesService) {}

  @Get(':token')
  @Anonymous()
  @Endpoint({
    summary: "A buyer's purchases from one merchant, through the link they got in-world (no sign-in)",
    description: 'Only the avatar the link was made for, only completed purchases from the merchant whose terminal or vendor made it, newest first.',
    type: BuyerPurchasesDto,
  })
  @ApiParam(TOKEN_PARAM)
  @ApiNotFoundResponse({ description: LINK_UNKNOWN, type: ApiErrorDto })
  @ApiGoneResponse({ description: LINK_EXPIRED, type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ description: TOO_MANY, type: ApiErrorDto })
  getLinkedPurchases(@Param('token') token: string): Promise<BuyerPurchasesDto> {
    return this.buyers.purchases(token);
  }

  @Post(':token/:transactionId')
  @Anonymous()
  @Endpoint({
    summary: 'Redeliver one of the purchases the link lists, as the terminal would (no sign-in)',
    description: 'Files a redelivery request for the buyer and hands it to a delivery box; an open request for the purchase is returned instead.',
    status: 201,
    type: RedeliveryRequestDto,
  })
  @ApiParam(TOKEN_PARAM)
  @ApiNotFoundResponse({
    description: `${LINK_UNKNOWN} Or: ${TRANSACTION_NOT_FOUND} (also another avatar's or another merchant's purchase)`,
    type: ApiErrorDto,
  })
  @ApiGoneResponse({ description: LINK_EXPIRED, type: ApiErrorDto })
  @ApiConflictResponse({ description: `${NOT_COMPLETED} (refunded or failed purchases)`, type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ description: TOO_MANY, type: ApiErrorDto })
  redeliverLinkedPurchase(@Param('token') token: string, @Param('transactionId', ParseBigIdPipe) transactionId: number): Promise<RedeliveryRequestDto> {
    return this.buyers.redeliver(token, transactionId);
  }
}
