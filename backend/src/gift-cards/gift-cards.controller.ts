import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { GiftCardDto, GiftCardRedemptionDto, IssueGiftCardDto } from './dto/gift-card.dto';
import { GIFT_CARD_NOT_FOUND, GiftCardsService } from './gift-cards.service';

const NOT_FOUND = { description: `${GIFT_CARD_NOT_FOUND} (or not yours)`, type: ApiErrorDto };

@ApiTags('Gift cards')
@Controller('gift-cards')
@Authenticated()
export class GiftCardsController {
  constructor(private readonly giftCards: GiftCardsService) {}

  @Get()
  @Endpoint({ summary: 'Your gift cards with their balances, newest first', type: [GiftCardDto] })
  getGiftCards(@CurrentUser() user: User): Promise<GiftCardDto[]> {
    return this.giftCards.list(user);
  }

  @Post()
  @Endpoint({ summary: 'Issue a gift card by hand; the answer holds its code to give the holder', status: 201, type: GiftCardDto })
  issueGiftCard(@CurrentUser() user: User, @Body() dto: IssueGiftCardDto): Promise<GiftCardDto> {
    return this.giftCards.issue(user, dto);
  }

  @Post(':id/void')
  @Endpoint({ summary: 'Void a gift card: it can no longer be spent (its sales stay)', type: GiftCardDto })
  @ApiNotFoundResponse(NOT_FOUND)
  voidGiftCard(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<GiftCardDto> {
    return this.giftCards.void(user, id);
  }

  @Get(':id/redemptions')
  @Endpoint({ summary: 'The sales paid with a gift card, newest first', type: [GiftCardRedemptionDto] })
  @ApiNotFoundResponse(NOT_FOUND)
  getGiftCardRedemptions(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<GiftCardRedemptionDto[]> {
    return this.giftCards.redemptions(user, id);
  }
}
