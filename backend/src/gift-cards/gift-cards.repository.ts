import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import type { GiftCardOrigin } from './gift-card.entity';

export interface GiftCardRow {
  id: number;
  code: string;
  faceValue: number;
  balance: number;
  holderKey: string | null;
  holderName: string | null;
  origin: GiftCardOrigin;
  /** bigint, as pg returns it. */
  transactionId: string | null;
  note: string | null;
  redemptions: number;
  voidedAt: Date | null;
  createdAt: Date;
}

export interface RedemptionRow {
  transactionId: string;
  amount: number;
  productName: string | null;
  vendorName: string;
  buyerName: string | null;
  createdAt: Date;
}

const CARD_COLUMNS = `g.id, g.code, g."faceValue", g.balance, g."holderKey", g."holderName", g.origin, g."transactionId", g.note, g."voidedAt",
  g."createdAt", (SELECT count(*)::int FROM gift_card_redemptions r WHERE r."giftCardId" = g.id) AS redemptions`;

/** A merchant's gift cards and what was spent from them (the sale path spends them: SalesLedgerRepository). */
@Injectable()
export class GiftCardsRepository {
  constructor(private readonly dataSource: DataSource) {}

  listOfOwner(ownerId: string): Promise<GiftCardRow[]> {
    return this.dataSource.query(`SELECT ${CARD_COLUMNS} FROM gift_cards g WHERE g."ownerId" = $1 ORDER BY g."createdAt" DESC, g.id DESC`, [ownerId]);
  }

  async findOfOwner(id: number, ownerId: string): Promise<GiftCardRow | null> {
    const [row]: GiftCardRow[] = await this.dataSource.query(`SELECT ${CARD_COLUMNS} FROM gift_cards g WHERE g.id = $1 AND g."ownerId" = $2`, [id, ownerId]);
    return row ?? null;
  }

  async issue(card: {
    ownerId: string;
    code: string;
    faceValue: number;
    holderKey: string | null;
    holderName: string | null;
    note: string | null;
    at: Date;
  }): Promise<number> {
    const [row]: Array<{ id: number }> = await this.dataSource.query(
      `INSERT INTO gift_cards ("ownerId", code, "faceValue", balance, "holderKey", "holderName", origin, note, "createdAt")
       VALUES ($1, $2, $3, $3, $4, $5, 'merchant', $6, $7) RETURNING id`,
      [card.ownerId, card.code, card.faceValue, card.holderKey, card.holderName, card.note, card.at],
    );
    return row.id;
  }

  async voidIfLive(id: number, ownerId: string, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE gift_cards SET "voidedAt" = $3 WHERE id = $1 AND "ownerId" = $2 AND "voidedAt" IS NULL`, [id, ownerId, at]);
  }

  redemptionsOf(giftCardId: number): Promise<RedemptionRow[]> {
    return this.dataSource.query(
      `SELECT r."transactionId", r.amount, p.name AS "productName", v.name AS "vendorName", t."buyerName", r."createdAt"
       FROM gift_card_redemptions r JOIN transactions t ON t.id = r."transactionId" JOIN vendors v ON v.id = t."vendorId"
       LEFT JOIN products p ON p.id = t."productId"
       WHERE r."giftCardId" = $1 ORDER BY r."createdAt" DESC, r.id DESC`,
      [giftCardId],
    );
  }
}
