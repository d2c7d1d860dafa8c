import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull, LessThan, MoreThan, Or, type Repository } from 'typeorm';

import { User } from '../users/user.entity';
import { ApiKey } from './api-key.entity';

/** The API keys of in-world scripts and programs (by hash). Methods taking a manager join its transaction. */
@Injectable()
export class ApiKeysRepository {
  constructor(
    @InjectRepository(ApiKey) private readonly apiKeys: Repository<ApiKey>,
    private readonly dataSource: DataSource,
  ) {}

  /** Runs `work` in one database transaction; the other methods take its manager. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Locks the user's row until the transaction ends: key generations (and the account's deletion) of one user queue there. */
  async lockOwner(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(User).findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** Revokes the user's keys that are not revoked yet (the account's deletion); how many. */
  async revokeAllOf(manager: EntityManager, userId: string, at: Date): Promise<number> {
    const revoked = await manager.getRepository(ApiKey).update({ userId, revokedAt: IsNull() }, { revokedAt: at });
    return revoked.affected ?? 0;
  }

  /** The user's keys that still work at `now` (not revoked, not expired), newest first. */
  listActiveOf(userId: string, now: Date): Promise<ApiKey[]> {
    return this.apiKeys.find({ where: { userId, revokedAt: IsNull(), expiresAt: Or(IsNull(), MoreThan(now)) }, order: { createdAt: 'DESC' } });
  }

  /** The user's key `id` when it still works at `now`, locked until the transaction ends; null otherwise. */
  lockActive(manager: EntityManager, userId: string, id: string, now: Date): Promise<ApiKey | null> {
    return manager
      .getRepository(ApiKey)
      .findOne({ where: { id, userId, revokedAt: IsNull(), expiresAt: Or(IsNull(), MoreThan(now)) }, lock: { mode: 'pessimistic_write' } });
  }

  async revoke(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.getRepository(ApiKey).update({ id }, { revokedAt: at });
  }

  /** The key stops working at `at` (a rotation's grace period ending). */
  async expire(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.getRepository(ApiKey).update({ id }, { expiresAt: at });
  }

  insert(manager: EntityManager, key: Pick<ApiKey, 'userId' | 'prefix' | 'keyHash' | 'name' | 'scope' | 'expiresAt'>): Promise<ApiKey> {
    const repository = manager.getRepository(ApiKey);
    return repository.save(repository.create(key));
  }

  /** The key with this hash and its user, or null; revoked keys too. */
  findWithOwner(keyHash: string): Promise<ApiKey | null> {
    // One statement: findOne with a relation would first SELECT DISTINCT the id (keyHash is unique, so no limit is needed).
    return this.apiKeys.createQueryBuilder('key').innerJoinAndSelect('key.user', 'user').where('key.keyHash = :keyHash', { keyHash }).getOne();
  }

  /** Notes the key's use at `at` unless another write noted one after `staleBefore` (instances that cached the key race here). */
  async touch(id: string, at: Date, staleBefore: Date): Promise<void> {
    await this.apiKeys.update({ id, lastUsedAt: Or(IsNull(), LessThan(staleBefore)) }, { lastUsedAt: at });
  }
}
