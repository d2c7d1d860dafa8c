import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { GiftCard } from './gift-card.entity';
import { GiftCardRedemption } from './gift-card-redemption.entity';
import { GiftCardsController } from './gift-cards.controller';
import { GiftCardsRepository } from './gift-cards.repository';
import { GiftCardsService } from './gift-cards.service';

@Module({
  imports: [TypeOrmModule.forFeature([GiftCard, GiftCardRedemption])],
  controllers: [GiftCardsController],
  providers: [GiftCardsRepository, GiftCardsService],
})
export class GiftCardsModule {}
