import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type FindOptionsWhere, Repository } from 'typeorm';

import { ownerScopeOf } from '../users/owner-scope';
import type { User } from '../users/user.entity';
import { DeliveryBox } from './delivery-box.entity';

function visibleTo(user: User): FindOptionsWhere<DeliveryBox> {
  const owner = ownerScopeOf(user);
  return owner === null ? {} : { ownerId: owner };
}

@Injectable()
export class DeliveryBoxesRepository {
  constructor(
    @InjectRepository(DeliveryBox) private readonly boxes: Repository<DeliveryBox>,
    private readonly dataSource: DataSource,
  ) {}

  /** Runs `work` in one database transaction; the methods taking a manager join it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  listVisibleTo(user: User): Promise<DeliveryBox[]> {
    return this.boxes.find({ where: visibleTo(user), order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findVisibleTo(user: User, id: number, manager?: EntityManager): Promise<DeliveryBox | null> {
    const repository = manager ? manager.getRepository(DeliveryBox) : this.boxes;
    return repository.findOne({ where: { id, ...visibleTo(user) }, lock: manager ? { mode: 'pessimistic_write' } : undefined });
  }

  /** The owner's box with this key, or null (another merchant's box key is as unknown as an invented one). */
  findOwnedByKey(ownerId: string, boxKey: string): Promise<DeliveryBox | null> {
    return this.boxes.findOne({ where: { ownerId, boxKey } });
  }

  insert(manager: EntityManager, box: Pick<DeliveryBox, 'ownerId' | 'name' | 'isActive' | 'boxKey'>): Promise<DeliveryBox> {
    return manager.getRepository(DeliveryBox).save(box);
  }

  save(manager: EntityManager, box: DeliveryBox): Promise<DeliveryBox> {
    return manager.getRepository(DeliveryBox).save(box);
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.getRepository(DeliveryBox).delete({ id });
  }

  async setInventory(boxId: number, items: string[], at: Date): Promise<void> {
    await this.boxes.update({ id: boxId }, { inventory: items, inventoryUpdatedAt: at });
  }
}
