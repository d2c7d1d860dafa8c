import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** First key of the lock taken while a merchant's Marketplace sale is priced and written (the second is the vendor id). */
const MARKETPLACE_SALE_LOCK = 0x4d4b;

export interface MarketplaceCredentials {
  token: string;
  salt: string;
}

/** The merchant a notification address belongs to. */
export interface MarketplaceMerchant {
  id: string;
  salt: string;
}

/**
 * The Marketplace's statements: the merchant's notification address and salt (on their user row), their products by
 * Marketplace item id, and the sale lock of their Marketplace vendor. The sales themselves are written by the sales
 * ledger (SalesLedgerRepository.recordMarketplaceSale), in this repository's transaction.
 */
@Injectable()
export class MarketplaceRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one database transaction; the methods taking a manager join it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async credentialsOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<MarketplaceCredentials | null> {
    const [row]: Array<{ token: string | null; salt: string | null }> = await manager.query(
      `SELECT "marketplaceToken" AS token, "marketplaceSalt" AS salt FROM users WHERE id = $1`,
      [userId],
    );
    return row?.token && row.salt ? { token: row.token, salt: row.salt } : null;
  }

  /** Gives the user these credentials unless they have some already (two first calls at once keep the first's). */
  async setCredentialsIfNone(userId: string, credentials: MarketplaceCredentials): Promise<void> {
    await this.dataSource.query(`UPDATE users SET "marketplaceToken" = $2, "marketplaceSalt" = $3 WHERE id = $1 AND "marketplaceToken" IS NULL`, [
      userId,
      credentials.token,
      credentials.salt,
    ]);
  }

  /** Replaces the user's credentials: the old address stops working when this commits. */
  async replaceCredentials(manager: EntityManager, userId: string, credentials: MarketplaceCredentials): Promise<void> {
    await manager.query(`UPDATE users SET "marketplaceToken" = $2, "marketplaceSalt" = $3 WHERE id = $1`, [userId, credentials.token, credentials.salt]);
  }

  /** The merchant whose address has this token (a deleted account has none). */
  async merchantByToken(token: string): Promise<MarketplaceMerchant | null> {
    const [row]: MarketplaceMerchant[] = await this.dataSource.query(
      `SELECT id, "marketplaceSalt" AS salt FROM users WHERE "marketplaceToken" = $1 AND "marketplaceSalt" IS NOT NULL AND "deletedAt" IS NULL`,
      [token],
    );
    return row ?? null;
  }

  /**
   * Holds the Marketplace vendor's sale lock until the transaction ends, so the merchant's Marketplace sales are
   * priced one at a time, each on the volume of the ones written before it.
   */
  async lockSales(manager: EntityManager, vendorId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [MARKETPLACE_SALE_LOCK, vendorId]);
  }

  /** The merchant's product listed on the Marketplace as this item (the oldest, should two claim it). */
  async productForItem(manager: EntityManager, ownerId: string, marketplaceItemId: string): Promise<number | null> {
    const [row]: Array<{ id: number }> = await manager.query(
      `SELECT p.id FROM products p JOIN vendors v ON v.id = p."vendorId"
       WHERE v."ownerId" = $1 AND p."marketplaceItemId" = $2
       ORDER BY p.id LIMIT 1`,
      [ownerId, marketplaceItemId],
    );
    return row?.id ?? null;
  }
}
