import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { Transaction } from '../transactions/transaction.entity';
import type { User } from '../users/user.entity';
import { Product } from './product.entity';

/** First key of the lock on an owner's Marketplace item ids (the second is a hash of the owner's id). */
const MARKETPLACE_ITEMS_LOCK = 0x4d49;

@Injectable()
export class ProductsRepository {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  /** Merchants reach only the products of their own vendors; admins reach every product. */
  private visibleTo(user: User, manager?: EntityManager): SelectQueryBuilder<Product> {
    const repository = manager ? manager.getRepository(Product) : this.products;
    const query = repository.createQueryBuilder('product').innerJoin('product.vendor', 'vendor');
    return user.role === 'admin' ? query : query.where('vendor.ownerId = :ownerId', { ownerId: user.id });
  }

  listVisibleTo(user: User, vendorId?: number): Promise<Product[]> {
    const query = this.visibleTo(user);
    if (vendorId !== undefined) query.andWhere('product.vendorId = :vendorId', { vendorId });
    return query.orderBy('product.createdAt', 'DESC').addOrderBy('product.id', 'DESC').getMany();
  }

  findVisibleTo(user: User, id: number): Promise<Product | null> {
    return this.visibleTo(user).andWhere('product.id = :id', { id }).getOne();
  }

  /** Locks the product row (only that row), so no sale can reference it until the transaction ends. */
  lockVisibleTo(manager: EntityManager, user: User, id: number): Promise<Product | null> {
    return this.visibleTo(user, manager).andWhere('product.id = :id', { id }).setLock('pessimistic_write', undefined, ['product']).getOne();
  }

  /**
   * Whether another of the owner's products (not `exceptId`) has this Marketplace item id. Call it holding
   * lockMarketplaceItems, so two saves at once cannot both find the id free.
   */
  async marketplaceItemTaken(manager: EntityManager, ownerId: string, marketplaceItemId: string, exceptId: number | null): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM products p JOIN vendors v ON v.id = p."vendorId"
       WHERE v."ownerId" = $1 AND p."marketplaceItemId" = $2 AND p.id IS DISTINCT FROM $3::int LIMIT 1`,
      [ownerId, marketplaceItemId, exceptId],
    );
    return rows.length > 0;
  }

  /** Holds the owner's Marketplace item ids until the transaction ends (saves that set one queue here). */
  async lockMarketplaceItems(manager: EntityManager, ownerId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1::int, hashtext($2))`, [MARKETPLACE_ITEMS_LOCK, ownerId]);
  }

  hasSales(manager: EntityManager, productId: number): Promise<boolean> {
    return manager.getRepository(Transaction).exists({ where: { productId } });
  }
}
