import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CouponUse } from './coupon-use.entity';
import { Promotion } from './promotion.entity';
import { PromotionsController } from './promotions.controller';
import { PromotionsRepository } from './promotions.repository';
import { PromotionsService } from './promotions.service';

@Module({
  imports: [TypeOrmModule.forFeature([Promotion, CouponUse])],
  controllers: [PromotionsController],
  providers: [PromotionsRepository, PromotionsService],
})
export class PromotionsModule {}
