import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, FindOptionsWhere, Repository } from 'typeorm';
import { Product } from '../products/product.entity';
import { Transaction } from '../transactions/transaction.entity';
import type { User } from '../users/user.entity';
import { Vendor } from './vendor.entity';

/** Merchants reach only their own vendors; admins reach every vendor. */
export function vendorsVisibleTo(user: User): FindOptionsWhere<Vendor> {
  return user.role === 'admin' ? {} : { ownerId: user.id };
}

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

  hasSales(manager: EntityManager, vendorId: number): Promise<boolean> {
    return manager.getRepository(Transaction).exists({ where: { vendorId } });
  }

  /** Products reference vendors with ON DELETE RESTRICT, so they go first; participations and commission configs cascade. */
  async deleteWithProducts(manager: EntityManager, vendorId: number): Promise<void> {
    await manager.getRepository(Product).delete({ vendorId });
    await manager.getRepository(Vendor).delete({ id: vendorId });
  }
}
