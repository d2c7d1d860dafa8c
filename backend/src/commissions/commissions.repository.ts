import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { Vendor } from '../vendors/vendor.entity';
import { CommissionConfig } from './commission-config.entity';
import {
  type CommissionInputsRow,
  commissionInputsSql,
  type CommissionTierFields,
  type LoadedCommissionInputs,
  parseCommissionInputs,
  scopeOf,
} from './commission-inputs-sql';
import { CommissionTier } from './commission-tier.entity';

export interface CommissionConfigFields {
  vendorId: number | null;
  /** Fraction as an exact decimal string. */
  baseRate: string;
  isActive: boolean;
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
