import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager, type FindOptionsWhere, IsNull, Not, type Repository } from 'typeorm';

import { ownerScopeOf } from '../users/owner-scope';
import type { User } from '../users/user.entity';
import { MARKETPLACE_VENDOR_NAME, Vendor } from './vendor.entity';

/**
 * Merchants reach only their own vendors; admins reach every vendor. The Marketplace vendor (the row holding a
 * merchant's SL Marketplace sales) is never reached: it is not a vendor anyone manages.
 */
export function vendorsVisibleTo(user: User): FindOptionsWhere<Vendor> {
  const owner = ownerScopeOf(user);
  return owner === null ? { kind: 'in-world' } : { ownerId: owner, kind: 'in-world' };
}

export type PausedVendor = Pick<Vendor, 'id' | 'lslKey'>;

@Injectable()
export class VendorsRepository {
  constructor(
    @InjectRepository(Vendor) private readonly vendors: Repository<Vendor>,
    private readonly dataSource: DataSource,
  ) {}

  /** Runs `work` in one database transaction; the methods taking a manager join it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Switches off the owner's vendors that are on (the owner's account is being deleted); how many. */
  async deactivateAllOf(manager: EntityManager, ownerId: string): Promise<number> {
    const deactivated = await manager.getRepository(Vendor).update({ ownerId, isActive: true }, { isActive: false });
    return deactivated.affected ?? 0;
  }

  listVisibleTo(user: User): Promise<Vendor[]> {
    return this.vendors.find({ where: vendorsVisibleTo(user), order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findVisibleTo(user: User, id: number, manager?: EntityManager): Promise<Vendor | null> {
    const repository = manager ? manager.getRepository(Vendor) : this.vendors;
    return repository.findOne({ where: { id, ...vendorsVisibleTo(user) } });
  }

  /** Locks the vendor row, so no sale can be recorded for it until the transaction ends. */
  lockVisibleTo(manager: EntityManager, user: User, id: number): Promise<Vendor | null> {
    return manager.getRepository(Vendor).findOne({ where: { id, ...vendorsVisibleTo(user) }, lock: { mode: 'pessimistic_write' } });
  }

  /** Pauses the owner's vendors that are not paused yet, all in one statement; returns those it paused. */
  async pauseAllOwnedBy(manager: EntityManager, ownerId: string, at: Date): Promise<PausedVendor[]> {
    const result = await manager
      .createQueryBuilder()
      .update(Vendor)
      .set({ pausedAt: at })
      .where(`"ownerId" = :ownerId AND kind = 'in-world' AND "pausedAt" IS NULL`, { ownerId })
      .returning('id, "lslKey"')
      .execute();
    return result.raw as PausedVendor[];
  }

  /** Lifts the pause of every paused vendor of the owner, leaving isActive alone; returns those it resumed. */
  async resumeAllOwnedBy(manager: EntityManager, ownerId: string): Promise<PausedVendor[]> {
    const result = await manager
      .createQueryBuilder()
      .update(Vendor)
      .set({ pausedAt: null })
      .where(`"ownerId" = :ownerId AND kind = 'in-world' AND "pausedAt" IS NOT NULL`, { ownerId })
      .returning('id, "lslKey"')
      .execute();
    return result.raw as PausedVendor[];
  }

  /**
   * The id of the owner's Marketplace vendor, created at its first use. Two first sales at once both get the one row:
   * the partial unique index makes the second insert wait for the first and then do nothing, and its read sees the row.
   */
  async marketplaceVendorOf(manager: EntityManager, ownerId: string): Promise<number> {
    const inserted: { id: number }[] = await manager.query(
      `INSERT INTO vendors ("ownerId", name, description, kind, "lslKey", "isActive")
       VALUES ($1, $2, 'Sales made on the Second Life Marketplace', 'marketplace', $3, true)
       ON CONFLICT ("ownerId") WHERE kind = 'marketplace' DO NOTHING
       RETURNING id`,
      [ownerId, MARKETPLACE_VENDOR_NAME, randomUUID()],
    );
    if (inserted[0]) return inserted[0].id;
    const [found]: { id: number }[] = await manager.query(`SELECT id FROM vendors WHERE "ownerId" = $1 AND kind = 'marketplace'`, [ownerId]);
    return found.id;
  }

  /** Inserts the vendor, or writes it whole when it has an id. */
  save(manager: EntityManager, vendor: DeepPartial<Vendor>): Promise<Vendor> {
    return manager.getRepository(Vendor).save(vendor);
  }

  /** Writes only the given fields, in the manager's transaction when one is given. */
  async update(id: number, changes: Partial<Vendor>, manager?: EntityManager): Promise<void> {
    await (manager ? manager.getRepository(Vendor) : this.vendors).update({ id }, changes);
  }

  /** How many in-world vendors the owner has (every owner's with null); with `selling`, only those switched on and not paused. */
  countInWorld(ownerId: string | null, selling: boolean): Promise<number> {
    const owned = ownerId ? { ownerId, kind: 'in-world' as const } : { kind: 'in-world' as const };
    return this.vendors.count({ where: selling ? { ...owned, isActive: true, pausedAt: IsNull() } : owned });
  }

  isPaused(id: number): Promise<boolean> {
    return this.vendors.exists({ where: { id, pausedAt: Not(IsNull()) } });
  }

  /** What the vendor object last reported holding; null: never reported. */
  async inventoryOf(id: number): Promise<string[] | null> {
    const vendor = await this.vendors.findOne({ where: { id }, select: { id: true, inventory: true } });
    return vendor?.inventory ?? null;
  }

  /** Keeps what the vendor object holds, leaving updatedAt alone (it is the vendor's edit time, not the object's). */
  async setInventory(id: number, items: string[], at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE vendors SET inventory = $2::text[], "inventoryUpdatedAt" = $3 WHERE id = $1`, [id, items, at]);
  }

  /** Once its products are gone (they reference it with ON DELETE RESTRICT); participations and commission configs cascade. */
  async delete(manager: EntityManager, vendorId: number): Promise<void> {
    await manager.getRepository(Vendor).delete({ id: vendorId });
  }
}
