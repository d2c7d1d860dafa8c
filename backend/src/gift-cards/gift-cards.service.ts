import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { bigintId } from '../common/ids/bigint-id';
import type { User } from '../users/user.entity';
import type { GiftCardDto, GiftCardRedemptionDto, IssueGiftCardDto } from './dto/gift-card.dto';
import { newGiftCardCode } from './gift-card-code';
import type { GiftCardOrigin } from './gift-card.entity';

export const GIFT_CARD_NOT_FOUND = 'Gift card not found.';

interface GiftCardRow {
  id: number;
  code: string;
  faceValue: number;
  balance: number;
  holderKey: string | null;
  holderName: string | null;
  origin: GiftCardOrigin;
  transactionId: string | null;
  note: string | null;
  redemptions: number;
  voidedAt: Date | null;
  createdAt: Date;
}

const CARD_COLUMNS = `g.id, g.code, g."faceValue", g.balance, g."holderKey", g."holderName", g.origin, g."transactionId", g.note, g."voidedAt",
  g."createdAt", (SELECT count(*)::int FROM gift_card_redemptions r WHERE r."giftCardId" = g.id) AS redemptions`;

/**
 * A merchant's gift cards: the ones buyers bought at their vendors and the ones they issued by hand. Each merchant
 * sees and changes only their own. The codes are shown to their merchant, who may have to send one again.
 */
@Injectable()
export class GiftCardsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(user: User): Promise<GiftCardDto[]> {
    const rows: GiftCardRow[] = await this.dataSource.query(
      `SELECT ${CARD_COLUMNS} FROM gift_cards g WHERE g."ownerId" = $1 ORDER BY g."createdAt" DESC, g.id DESC`,
      [user.id],
    );
    return rows.map(toGiftCardDto);
  }

  async issue(user: User, dto: IssueGiftCardDto): Promise<GiftCardDto> {
    const [row]: Array<{ id: number }> = await this.dataSource.query(
      `INSERT INTO gift_cards ("ownerId", code, "faceValue", balance, "holderKey", "holderName", origin, note, "createdAt")
       VALUES ($1, $2, $3, $3, $4, $5, 'merchant', $6, $7) RETURNING id`,
      [user.id, newGiftCardCode(), dto.faceValue, dto.holderKey ?? null, dto.holderName ?? null, dto.note ?? null, this.clock.now()],
    );
    return this.get(user, row.id);
  }

  /** Voids a card: it can no longer be spent. Voiding it again answers the same. */
  async void(user: User, id: number): Promise<GiftCardDto> {
    await this.get(user, id);
    await this.dataSource.query(`UPDATE gift_cards SET "voidedAt" = $3 WHERE id = $1 AND "ownerId" = $2 AND "voidedAt" IS NULL`, [id, user.id, this.clock.now()]);
    return this.get(user, id);
  }

  async redemptions(user: User, id: number): Promise<GiftCardRedemptionDto[]> {
    await this.get(user, id);
    const rows: Array<Omit<GiftCardRedemptionDto, 'transactionId' | 'createdAt'> & { transactionId: string; createdAt: Date }> = await this.dataSource.query(
      `SELECT r."transactionId", r.amount, p.name AS "productName", v.name AS "vendorName", t."buyerName", r."createdAt"
       FROM gift_card_redemptions r JOIN transactions t ON t.id = r."transactionId" JOIN vendors v ON v.id = t."vendorId"
       LEFT JOIN products p ON p.id = t."productId"
       WHERE r."giftCardId" = $1 ORDER BY r."createdAt" DESC, r.id DESC`,
      [id],
    );
    return rows.map((row) => ({ ...row, transactionId: bigintId(row.transactionId), createdAt: row.createdAt.toISOString() }));
  }

  private async get(user: User, id: number): Promise<GiftCardDto> {
    // Another merchant's card answers like one that does not exist.
    const [row]: GiftCardRow[] = await this.dataSource.query(`SELECT ${CARD_COLUMNS} FROM gift_cards g WHERE g.id = $1 AND g."ownerId" = $2`, [id, user.id]);
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
