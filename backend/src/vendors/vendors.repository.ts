import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsWhere, IsNull, Not, type Repository } from 'typeorm';
import { Product } from '../products/product.entity';
import { Transaction } from '../transactions/transaction.entity';
import type { User } from '../users/user.entity';
import { MARKETPLACE_VENDOR_NAME, Vendor } from './vendor.entity';

/**
 * Merchants reach only their own vendors; admins reach every vendor. The Marketplace vendor (the row holding a
 * merchant's SL Marketplace sales) is never reached: it is not a vendor anyone manages.
 */
export function vendorsVisibleTo(user: User): FindOptionsWhere<Vendor> {
  return user.role === 'admin' ? { kind: 'in-world' } : { ownerId: user.id, kind: 'in-world' };
}

export type PausedVendor = Pick<Vendor, 'id' | 'lslKey'>;

@Injectable()
export class VendorsRepository {
  constructor(@InjectRepository(Vendor) private readonly vendors: Repository<Vendor>) {}

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

  isPaused(id: number): Promise<boolean> {
    return this.vendors.exists({ where: { id, pausedAt: Not(IsNull()) } });
  }

  hasSales(manager: EntityManager, vendorId: number): Promise<boolean> {
    return manager.getRepository(Transaction).exists({ where: { vendorId } });
  }

  /** Products reference vendors with ON DELETE RESTRICT, so they go first; participations and commission configs cascade. */
  async deleteWithProducts(manager: EntityManager, vendorId: number): Promise<void> {
    await manager.getRepository(Product).delete({ vendorId });
    await manager.getRepository(Vendor).delete({ id: vendorId });
  }
}
