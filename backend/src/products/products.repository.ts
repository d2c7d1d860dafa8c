import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';

import { ownerScopeOf } from '../users/owner-scope';
import type { User } from '../users/user.entity';
import { MAX_DISPLAY_ORDER } from './dto/product-input.dto';
import { Product } from './product.entity';

/** First key of the lock on an owner's Marketplace item ids (the second is a hash of the owner's id). */
const MARKETPLACE_ITEMS_LOCK = 0x4d49;

@Injectable()
export class ProductsRepository {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly dataSource: DataSource,
  ) {}

  /** Runs `work` in one database transaction; the methods taking a manager join it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Merchants reach only the products of their own vendors; admins reach every product. */
  private visibleTo(user: User, manager?: EntityManager): SelectQueryBuilder<Product> {
    const repository = manager ? manager.getRepository(Product) : this.products;
    // With the vendor, whose owner is shown with the product.
    const query = repository.createQueryBuilder('product').innerJoinAndSelect('product.vendor', 'vendor');
    const owner = ownerScopeOf(user);
    return owner === null ? query : query.where('vendor.ownerId = :ownerId', { ownerId: owner });
  }

  listVisibleTo(user: User, vendorId?: number): Promise<Product[]> {
    const query = this.visibleTo(user);
    if (vendorId !== undefined) query.andWhere('product.vendorId = :vendorId', { vendorId });
    return query.orderBy('product.createdAt', 'DESC').addOrderBy('product.id', 'DESC').getMany();
  }

  /** A vendor's catalogue: its active products in the merchant's display order, equal places by id. */
  catalogueOf(vendorId: number): Promise<Product[]> {
    return this.products.find({ where: { vendorId, isActive: true }, order: { displayOrder: 'ASC', id: 'ASC' } });
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

  /** Inserts the product, or writes it whole when it has an id; in the manager's transaction when one is given. */
  save(product: DeepPartial<Product>, manager?: EntityManager): Promise<Product> {
    return (manager ?? this.dataSource.manager).getRepository(Product).save(product);
  }

  /** Where a new product of each vendor goes: after the vendor's others (1 for a vendor without products). */
  async nextDisplayOrders(vendorIds: number[], manager?: EntityManager): Promise<Map<number, number>> {
    const rows: { vendorId: number; next: number }[] = await (manager ?? this.dataSource.manager).query(
      `SELECT v.id AS "vendorId", LEAST(COALESCE(max(p."displayOrder"), 0) + 1, $2::int) AS next
       FROM unnest($1::int[]) AS v(id) LEFT JOIN products p ON p."vendorId" = v.id GROUP BY v.id`,
      [vendorIds, MAX_DISPLAY_ORDER],
    );
    return new Map(rows.map((row) => [row.vendorId, row.next]));
  }

  async deactivate(manager: EntityManager, productId: number): Promise<void> {
    await manager.getRepository(Product).update({ id: productId }, { isActive: false });
  }

  async delete(manager: EntityManager, productId: number): Promise<void> {
    await manager.getRepository(Product).delete({ id: productId });
  }

  /** A vendor's products, as the vendor is deleted (in its transaction). */
  async deleteOfVendor(manager: EntityManager, vendorId: number): Promise<void> {
    await manager.getRepository(Product).delete({ vendorId });
  }

  /** The ids of the products on the owner's own vendors. */
  async idsOwnedBy(ownerId: string): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(`SELECT p.id FROM products p JOIN vendors v ON v.id = p."vendorId" WHERE v."ownerId" = $1`, [
      ownerId,
    ]);
    return rows.map((row) => row.id);
  }

  /** Which of these Marketplace item ids another of the owner's products (not one of `exceptIds`) has, by item id. */
  async marketplaceItemsTaken(ownerId: string, itemIds: string[], exceptIds: number[], manager?: EntityManager): Promise<Map<string, number>> {
    if (itemIds.length === 0) return new Map();
    const rows: { item: string; id: number }[] = await (manager ?? this.dataSource.manager).query(
      `SELECT p."marketplaceItemId" AS item, p.id FROM products p JOIN vendors v ON v.id = p."vendorId"
       WHERE v."ownerId" = $1 AND p."marketplaceItemId" = ANY($2::text[]) AND NOT (p.id = ANY($3::int[]))`,
      [ownerId, itemIds, exceptIds],
    );
    return new Map(rows.map((row) => [row.item, row.id]));
  }

  /**
   * Creates and changes the owner's products in one transaction, holding the owner's Marketplace item ids; answers
   * null after writing nothing when an item id was taken meanwhile, or a product or vendor is no longer the owner's.
   */
  importAll(
    ownerId: string,
    creates: Partial<Product>[],
    updates: { id: number; changes: Partial<Product> }[],
    record: (manager: EntityManager) => Promise<void>,
  ): Promise<'imported' | 'conflict'> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockMarketplaceItems(manager, ownerId);
      const rows = [...creates, ...updates.map((update) => update.changes)];
      const items = rows.map((row) => row.marketplaceItemId).filter((item): item is string => typeof item === 'string');
      const taken = await this.marketplaceItemsTaken(
        ownerId,
        items,
        updates.map((update) => update.id),
        manager,
      );
      const vendorIds = [...new Set(rows.map((row) => row.vendorId).filter((id): id is number => id !== undefined))];
      const [{ vendors }]: { vendors: number }[] = await manager.query(
        `SELECT count(*)::int AS vendors FROM vendors WHERE id = ANY($1::int[]) AND "ownerId" = $2 AND kind = 'in-world'`,
        [vendorIds, ownerId],
      );
      const owned =
        updates.length === 0
          ? []
          : await manager
              .getRepository(Product)
              .createQueryBuilder('product')
              .innerJoin('product.vendor', 'vendor')
              .where('vendor.ownerId = :ownerId AND product.id IN (:...ids)', { ownerId, ids: updates.map((update) => update.id) })
              .setLock('pessimistic_write', undefined, ['product'])
              .getMany();
      if (taken.size > 0 || vendors !== vendorIds.length || owned.length !== updates.length) return 'conflict';
      // New products without an order go after their vendor's others (those placed by the file included), in the file's order.
      const next = await this.nextDisplayOrders(vendorIds, manager);
      for (const create of creates) {
        const order = create.displayOrder ?? next.get(create.vendorId!) ?? 1;
        create.displayOrder = order;
        next.set(create.vendorId!, Math.min(Math.max(order + 1, next.get(create.vendorId!) ?? 1), MAX_DISPLAY_ORDER));
      }
      if (creates.length > 0) await manager.getRepository(Product).insert(creates);
      for (const update of updates) await manager.getRepository(Product).update({ id: update.id }, update.changes);
      await record(manager);
      return 'imported';
    });
  }
}
