import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import type { BuyerRedeliveryLink } from './buyer-redelivery-link.entity';

export type LinkHolder = Pick<BuyerRedeliveryLink, 'ownerId' | 'avatarKey' | 'expiresAt'>;

/** Links expired longer ago than this are deleted when the merchant's next link is made; until then they answer "expired". */
const KEEP_EXPIRED = '1 day';

@Injectable()
export class BuyerRedeliveryLinksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Saves a new link and ends the avatar's earlier links from the same merchant (one live link per buyer and store);
   * the merchant's links expired over a day ago are deleted.
   */
  async replace(link: Pick<BuyerRedeliveryLink, 'ownerId' | 'avatarKey' | 'objectKey' | 'tokenHash' | 'expiresAt'>, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM buyer_redelivery_links WHERE "ownerId" = $1 AND "expiresAt" < $2::timestamptz - interval '${KEEP_EXPIRED}'`, [
        link.ownerId,
        now,
      ]);
      await manager.query(`UPDATE buyer_redelivery_links SET "expiresAt" = $3 WHERE "ownerId" = $1 AND "avatarKey" = $2 AND "expiresAt" > $3`, [
        link.ownerId,
        link.avatarKey,
        now,
      ]);
      await manager.query(
        `INSERT INTO buyer_redelivery_links ("ownerId", "avatarKey", "objectKey", "tokenHash", "expiresAt", "createdAt") VALUES ($1, $2, $3, $4, $5, $6)`,
        [link.ownerId, link.avatarKey, link.objectKey, link.tokenHash, link.expiresAt, now],
      );
    });
  }

  /** The link with this token hash, expired or not; null when there is none. */
  async findByHash(tokenHash: string): Promise<LinkHolder | null> {
    const rows: LinkHolder[] = await this.dataSource.query(`SELECT "ownerId", "avatarKey", "expiresAt" FROM buyer_redelivery_links WHERE "tokenHash" = $1`, [
      tokenHash,
    ]);
    return rows[0] ?? null;
  }
}
