import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { sltDateSql } from '../common/time/second-life-time';
import { Vendor } from '../vendors/vendor.entity';
import { CommissionConfig } from './commission-config.entity';
import type { EventCommissionRule } from './commission-engine';
import { CommissionTier, type DiscountType } from './commission-tier.entity';

export const GLOBAL_SCOPE = 'global';

/** commission_configs.scope: one configuration per target. */
export function scopeOf(vendorId: number | null): string {
  return vendorId === null ? GLOBAL_SCOPE : `vendor:${vendorId}`;
}

export interface CommissionConfigFields {
  vendorId: number | null;
  /** Fraction as an exact decimal string. */
  baseRate: string;
  isActive: boolean;
}

export interface CommissionTierFields {
  minVolume: string;
  discountType: DiscountType;
  discountValue: string;
}

/** Queries behind commission configurations and the inputs of the commission engine. Methods taking a manager join its transaction. */
@Injectable()
export class CommissionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one database transaction; the methods taking a manager join it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Every configuration with its tiers (by minVolume) and vendor; the global one first, then by vendor name. */
  findAllWithTiers(): Promise<CommissionConfig[]> {
    return this.dataSource
      .getRepository(CommissionConfig)
      .createQueryBuilder('config')
      .leftJoinAndSelect('config.tiers', 'tier')
      .leftJoinAndSelect('config.vendor', 'vendor')
      .orderBy('vendor.name', 'ASC', 'NULLS FIRST')
      .addOrderBy('config.id', 'ASC')
      .addOrderBy('tier.minVolume', 'ASC')
      .getMany();
  }

  /** The configurations of the given scopes, with tiers by minVolume and the vendor. */
  findByScopesWithTiers(scopes: string[], manager: EntityManager = this.dataSource.manager): Promise<CommissionConfig[]> {
    return manager
      .getRepository(CommissionConfig)
      .createQueryBuilder('config')
      .leftJoinAndSelect('config.tiers', 'tier')
      .leftJoinAndSelect('config.vendor', 'vendor')
      .where('config.scope IN (:...scopes)', { scopes })
      .orderBy('config.id', 'ASC')
      .addOrderBy('tier.minVolume', 'ASC')
      .addOrderBy('tier.id', 'ASC')
      .getMany();
  }

  /** The vendor, share-locked until the transaction ends so it cannot be deleted under a configuration being saved. */
  findVendorForShare(manager: EntityManager, vendorId: number): Promise<Vendor | null> {
    return manager.getRepository(Vendor).findOne({ where: { id: vendorId }, lock: { mode: 'pessimistic_read' } });
  }

  /** Inserts the configuration of the target or updates it in place (the scope is unique); returns its id. */
  async upsertConfig(manager: EntityManager, fields: CommissionConfigFields): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(CommissionConfig)
      .values({ scope: scopeOf(fields.vendorId), vendorId: fields.vendorId, baseRate: fields.baseRate, isActive: fields.isActive })
      .orUpdate(['baseRate', 'isActive', 'updatedAt'], ['scope'])
      .returning(['id'])
      .execute();
    return (result.raw as Array<{ id: number }>)[0].id;
  }

  async replaceTiers(manager: EntityManager, configId: number, tiers: CommissionTierFields[]): Promise<void> {
    await manager.delete(CommissionTier, { configId });
    if (tiers.length > 0)
      await manager.insert(
        CommissionTier,
        tiers.map((tier) => ({ ...tier, configId })),
      );
  }

  /** Deletes the configuration of the scope (its tiers go with it); false when there was none. */
  async deleteByScope(manager: EntityManager, scope: string): Promise<boolean> {
    const result = await manager.delete(CommissionConfig, { scope });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Everything the commission engine needs for a sale of the vendor at `at`, in one statement (see
   * commissionInputsSql). Null when the vendor does not exist.
   */
  async saleInputsOf(vendorId: number, scopes: string[], at: Date, manager: EntityManager = this.dataSource.manager): Promise<LoadedCommissionInputs | null> {
    const rows: CommissionInputsRow[] = await manager.query(
      `SELECT ${commissionInputsSql({ scopes: '$2', at: '$3' })} FROM vendors v JOIN users u ON u.id = v."ownerId" WHERE v.id = $1`,
      [vendorId, scopes, at],
    );
    return rows[0] ? parseCommissionInputs(rows[0]) : null;
  }
}

/** The commission inputs as the database returns them (commissionInputsSql). */
export interface CommissionInputsRow {
  configs: SaleConfigRow[];
  events: { id: number; commissionRate: string; startDate: string; endDate: string }[];
  volume: string;
}

export interface LoadedCommissionInputs {
  configs: SaleConfigRow[];
  events: EventCommissionRule[];
  volume: string;
}

/**
 * SQL select-list of the commission engine's inputs for the vendor `v` of the owner `u` (both in the FROM clause)
 * at the instant given by the `at` placeholder, with the configuration scopes given by the `scopes` placeholder:
 * the owner's default rate, the configurations with their tiers, the active events the vendor takes part in that
 * run at `at`, and the 30-day volume. Decimals come back as text, exactly as the columns hold them; tiers by
 * minVolume then id, configurations and events by id.
 *
 * The 30-day volume is the vendor's completed sales on the SLT day of `at` and the 29 SLT days before it, read
 * from the daily rollup (at most 30 rows, however many sales the vendor has): docs/decisions/0027-sales-rollups.md.
 */
export function commissionInputsSql(placeholders: { scopes: string; at: string }): string {
  const { scopes, at } = placeholders;
  const saleDay = sltDateSql(`${at}::timestamptz`);
  return `(SELECT COALESCE(json_agg(json_build_object(
       'scope', c.scope, 'baseRate', c."baseRate"::text, 'isActive', c."isActive",
       'tiers', (SELECT COALESCE(json_agg(json_build_object(
                   'minVolume', t."minVolume"::text, 'discountType', t."discountType", 'discountValue', t."discountValue"::text)
                 ORDER BY t."minVolume", t.id), '[]'::json)
                 FROM commission_tiers t WHERE t."configId" = c.id)
     ) ORDER BY c.id), '[]'::json)
     FROM commission_configs c WHERE c.scope = ANY(${scopes}::varchar[])) AS configs,
    (SELECT COALESCE(json_agg(json_build_object(
       'id', e.id, 'commissionRate', e."commissionRate"::text, 'startDate', e."startDate", 'endDate', e."endDate")
     ORDER BY e.id), '[]'::json)
     FROM event_vendors ev JOIN events e ON e.id = ev."eventId"
     WHERE ev."vendorId" = v.id AND e."isActive" AND e."startDate" <= ${at} AND e."endDate" > ${at}) AS events,
    (SELECT COALESCE(SUM(d.amount), 0)::text FROM vendor_sales_days d
     WHERE d."vendorId" = v.id AND d.day > ${saleDay} - ${VOLUME_DAYS} AND d.day <= ${saleDay}) AS volume`;
}

/** Days of sales counted in the volume that picks a commission tier (the sale's SLT day included). */
export const VOLUME_DAYS = 30;

export function parseCommissionInputs(row: CommissionInputsRow): LoadedCommissionInputs {
  return {
    configs: row.configs,
    events: row.events.map((event) => ({ ...event, startDate: new Date(event.startDate), endDate: new Date(event.endDate), isActive: true })),
    volume: row.volume,
  };
}

/** A commission configuration as the sale path reads it. */
export interface SaleConfigRow {
  scope: string;
  baseRate: string;
  isActive: boolean;
  tiers: CommissionTierFields[];
}
