import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { CACHE_CHANNEL } from '../cache/cache-invalidation.service';

@Injectable()
export class CatalogueVersionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Makes `version` the vendor's current catalogue at `at`, marks the one it replaces, drops versions replaced before
   * `forgetBefore`, and tells every instance when the current one changed. One statement; answers the version that was
   * current before (null: none was).
   */
  async makeCurrent(vendorId: number, version: string, prices: Record<string, number>, at: Date, forgetBefore: Date): Promise<string | null> {
    const rows: { previous: string | null }[] = await this.dataSource.query(
      `WITH previous AS (
         SELECT version FROM catalogue_versions WHERE "vendorId" = $1 AND "replacedAt" IS NULL
       ), replaced AS (
         UPDATE catalogue_versions SET "replacedAt" = $4 WHERE "vendorId" = $1 AND "replacedAt" IS NULL AND version <> $2 RETURNING id
       ), kept AS (
         INSERT INTO catalogue_versions ("vendorId", version, prices, "currentAt", "replacedAt") VALUES ($1, $2, $3::jsonb, $4, NULL)
         ON CONFLICT ("vendorId", version) DO UPDATE SET prices = EXCLUDED.prices, "currentAt" = EXCLUDED."currentAt", "replacedAt" = NULL
         RETURNING id
       ), forgotten AS (
         DELETE FROM catalogue_versions WHERE "vendorId" = $1 AND "replacedAt" < $5 RETURNING id
       ), told AS (
         SELECT pg_notify('${CACHE_CHANNEL}', 'catalogue:' || $1::text) WHERE EXISTS (SELECT 1 FROM replaced)
       )
       SELECT (SELECT version FROM previous LIMIT 1) AS previous, (SELECT count(*) FROM told) AS told, (SELECT count(*) FROM kept) AS kept`,
      [vendorId, version, JSON.stringify(prices), at, forgetBefore],
    );
    return rows[0]?.previous ?? null;
  }

  /** The owner's vendors that were served a catalogue (their current version is kept), as their catalogue needs them. */
  servedVendorsOf(ownerId: string): Promise<{ id: number; ownerId: string; isActive: boolean }[]> {
    return this.dataSource.query(
      `SELECT v.id, v."ownerId", (v."isActive" AND v."pausedAt" IS NULL) AS "isActive"
       FROM catalogue_versions c JOIN vendors v ON v.id = c."vendorId"
       WHERE v."ownerId" = $1 AND c."replacedAt" IS NULL`,
      [ownerId],
    );
  }

  /** The product's price due in that version of the vendor's catalogue, if the version was current at `since` or later. */
  async priceSince(vendorId: number, version: string, productId: number, since: Date): Promise<number | null> {
    const rows: { price: number | null }[] = await this.dataSource.query(
      `SELECT (prices ->> $3::text)::int AS price FROM catalogue_versions
       WHERE "vendorId" = $1 AND version = $2 AND ("replacedAt" IS NULL OR "replacedAt" >= $4)`,
      [vendorId, version, productId, since],
    );
    return rows[0]?.price ?? null;
  }
}
