import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { Transaction } from '../transactions/transaction.entity';
import type { User } from '../users/user.entity';
import { Product } from './product.entity';

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

  hasSales(manager: EntityManager, productId: number): Promise<boolean> {
    return manager.getRepository(Transaction).exists({ where: { productId } });
  }
}
