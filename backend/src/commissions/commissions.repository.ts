import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EventVendor } from '../events/event-vendor.entity';
import { Transaction } from '../transactions/transaction.entity';
import { User } from '../users/user.entity';
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
  findByScopesWithTiers(manager: EntityManager, scopes: string[]): Promise<CommissionConfig[]> {
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
    if (tiers.length > 0) await manager.insert(CommissionTier, tiers.map((tier) => ({ ...tier, configId })));
  }

  /** Deletes the configuration of the scope (its tiers go with it); false when there was none. */
  async deleteByScope(manager: EntityManager, scope: string): Promise<boolean> {
    const result = await manager.delete(CommissionConfig, { scope });
    return (result.affected ?? 0) > 0;
  }

  /** The owner's default commission rate (a percent such as '5.00') of an existing vendor, or null when there is no such vendor. */
  async ownerDefaultRateOf(manager: EntityManager, vendorId: number): Promise<string | null> {
    const row = await manager
      .getRepository(Vendor)
      .createQueryBuilder('vendor')
      .innerJoin(User, 'owner', 'owner.id = vendor.ownerId')
      .select('owner.defaultCommissionRate', 'rate')
      .where('vendor.id = :vendorId', { vendorId })
      .getRawOne<{ rate: string }>();
    return row?.rate ?? null;
  }

  /** The active events the vendor takes part in that are running at `at` (startDate <= at < endDate), by id. */
  async eventsRunningFor(manager: EntityManager, vendorId: number, at: Date): Promise<EventCommissionRule[]> {
    const rows = await manager
      .getRepository(EventVendor)
      .createQueryBuilder('participation')
      .innerJoin('participation.event', 'event')
      .select(['event.id AS id', 'event.commissionRate AS "commissionRate"', 'event.startDate AS "startDate"', 'event.endDate AS "endDate"'])
      .where('participation.vendorId = :vendorId', { vendorId })
      .andWhere('event.isActive = true AND event.startDate <= :at AND event.endDate > :at', { at })
      .orderBy('event.id', 'ASC')
      .getRawMany<{ id: number; commissionRate: string; startDate: Date; endDate: Date }>();
    return rows.map((row) => ({ ...row, isActive: true }));
  }

  /** Sum of the vendor's completed sale amounts with from <= createdAt < to, in whole L$ as a decimal string. */
  async completedSalesVolume(manager: EntityManager, vendorId: number, from: Date, to: Date): Promise<string> {
    const row = await manager
      .getRepository(Transaction)
      .createQueryBuilder('sale')
      .select('COALESCE(SUM(sale.amount), 0)::text', 'volume')
      .where('sale.vendorId = :vendorId', { vendorId })
      .andWhere("sale.status = 'completed'")
      .andWhere('sale.createdAt >= :from AND sale.createdAt < :to', { from, to })
      .getRawOne<{ volume: string }>();
    return row?.volume ?? '0';
  }
}
