import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, IsNull, type Repository } from 'typeorm';

import { User } from './user.entity';

/** The users' own rows. Methods taking a manager join its transaction. */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
  ) {}

  /** Runs `work` in one database transaction; the other methods take its manager. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  findByIds(ids: string[]): Promise<User[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.users.find({ where: { id: In(ids) } });
  }

  findByIdOrFail(id: string): Promise<User> {
    return this.users.findOneOrFail({ where: { id } });
  }

  /** The user unless the account was deleted. */
  findLiving(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id, deletedAt: IsNull() } });
  }

  /** Inserts the user; does nothing when a concurrent first request inserted it already. */
  async insertIfAbsent(user: Partial<User>): Promise<void> {
    await this.users.createQueryBuilder().insert().values(user).orIgnore().execute();
  }

  /** Writes the given fields of the user's row, in the manager's transaction when one is given. */
  async update(id: string, changes: Partial<User>, manager?: EntityManager): Promise<void> {
    await (manager ? manager.getRepository(User) : this.users).update({ id }, changes);
  }

  /** Locks the user's row until the transaction ends. */
  lock(manager: EntityManager, id: string): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }
}
