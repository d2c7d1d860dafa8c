import { Body, Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { CreatePromotionDto, PromotionDto, PromotionSettingsDto, UpdatePromotionDto } from './dto/promotion.dto';
import { DUPLICATE_COUPON, PROMOTION_NOT_FOUND, PromotionsService } from './promotions.service';

const NOT_FOUND = { description: `${PROMOTION_NOT_FOUND} (or not yours)`, type: ApiErrorDto };

@ApiTags('Promotions')
@Controller('promotions')
@Authenticated()
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get()
  @Endpoint({ summary: 'Your promotions: sales, coupons, VIP lists and loyalty rewards, newest first', type: [PromotionDto] })
  getPromotions(@CurrentUser() user: User): Promise<PromotionDto[]> {
    return this.promotions.list(user);
  }

  @Post()
  @Endpoint({
    summary: 'Create a promotion',
    description:
      'sale: percentOff or amountOff, optionally one productId, starts and ends. coupon: the same plus code, maxUses, oncePerAvatar. ' +
      'vip: percentOff and avatarKeys. loyalty: percentOff and minSpent. The best single promotion applies to a sale unless stacking is on.',
    status: 201,
    type: PromotionDto,
  })
  @ApiConflictResponse({ description: DUPLICATE_COUPON, type: ApiErrorDto })
  createPromotion(@CurrentUser() user: User, @Body() dto: CreatePromotionDto): Promise<PromotionDto> {
    return this.promotions.create(user, dto);
  }

  @Get('settings')
  @Endpoint({ summary: 'Whether your promotions add up on a sale', type: PromotionSettingsDto })
  getPromotionSettings(@CurrentUser() user: User): Promise<PromotionSettingsDto> {
    return this.promotions.settings(user);
  }

  @Put('settings')
  @Endpoint({ summary: 'Let your promotions add up on a sale, or apply only the best one', type: PromotionSettingsDto })
  updatePromotionSettings(@CurrentUser() user: User, @Body() dto: PromotionSettingsDto): Promise<PromotionSettingsDto> {
    return this.promotions.updateSettings(user, dto);
  }

  @Patch(':id')
  @Endpoint({ summary: 'Change a promotion; only the fields sent change, its kind stays', type: PromotionDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: DUPLICATE_COUPON, type: ApiErrorDto })
  updatePromotion(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdatePromotionDto): Promise<PromotionDto> {
    return this.promotions.update(user, id, dto);
  }

  @Delete(':id')
  @Endpoint({ summary: 'Delete a promotion (sales it discounted keep their discount)', status: 204 })
  @ApiNotFoundResponse(NOT_FOUND)
  deletePromotion(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.promotions.remove(user, id);
  }
}
