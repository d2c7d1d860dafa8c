import { Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import { bigintId } from '../common/ids/bigint-id';
import { newGiftCardCode } from '../sales/gift-card-code';
import type { User } from '../users/user.entity';
import type { GiftCardDto, GiftCardRedemptionDto, IssueGiftCardDto } from './dto/gift-card.dto';
import { type GiftCardRow, GiftCardsRepository } from './gift-cards.repository';

export const GIFT_CARD_NOT_FOUND = 'Gift card not found.';

/**
 * A merchant's gift cards: the ones buyers bought at their vendors and the ones they issued by hand. Each merchant
 * sees and changes only their own. The codes are shown to their merchant, who may have to send one again.
 */
@Injectable()
export class GiftCardsService {
  constructor(
    private readonly giftCards: GiftCardsRepository,
    private readonly clock: Clock,
  ) {}

  async list(user: User): Promise<GiftCardDto[]> {
    return (await this.giftCards.listOfOwner(user.id)).map(toGiftCardDto);
  }

  async issue(user: User, dto: IssueGiftCardDto): Promise<GiftCardDto> {
    const id = await this.giftCards.issue({
      ownerId: user.id,
      code: newGiftCardCode(),
      faceValue: dto.faceValue,
      holderKey: dto.holderKey ?? null,
      holderName: dto.holderName ?? null,
      note: dto.note ?? null,
      at: this.clock.now(),
    });
    return this.get(user, id);
  }

  /** Voids a card: it can no longer be spent. Voiding it again answers the same. */
  async void(user: User, id: number): Promise<GiftCardDto> {
    await this.get(user, id);
    await this.giftCards.voidIfLive(id, user.id, this.clock.now());
    return this.get(user, id);
  }

  async redemptions(user: User, id: number): Promise<GiftCardRedemptionDto[]> {
    await this.get(user, id);
    const rows = await this.giftCards.redemptionsOf(id);
    return rows.map((row) => ({ ...row, transactionId: bigintId(row.transactionId), createdAt: row.createdAt.toISOString() }));
  }

  private async get(user: User, id: number): Promise<GiftCardDto> {
    // Another merchant's card answers like one that does not exist.
    const row = await this.giftCards.findOfOwner(id, user.id);
    if (!row) throw new NotFoundException(GIFT_CARD_NOT_FOUND);
    return toGiftCardDto(row);
  }
}

function toGiftCardDto(row: GiftCardRow): GiftCardDto {
  return {
    ...row,
    transactionId: row.transactionId === null ? null : bigintId(row.transactionId),
    voidedAt: row.voidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
