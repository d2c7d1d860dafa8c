import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';

import { BlockedAvatar } from './blocked-avatar.entity';

/** The avatars each merchant blocked. A change notifies every instance's sale path (trigger blocked_avatars_notify). */
@Injectable()
export class BlockedAvatarsRepository {
  constructor(@InjectRepository(BlockedAvatar) private readonly blocked: Repository<BlockedAvatar>) {}

  listOf(ownerId: string): Promise<BlockedAvatar[]> {
    return this.blocked.find({ where: { ownerId }, order: { createdAt: 'DESC', avatarKey: 'ASC' } });
  }

  /** Each blocked avatar of the owner with its message, for the sale path's cache. */
  async messagesOf(ownerId: string): Promise<Map<string, string>> {
    const rows = await this.blocked.find({ select: { avatarKey: true, message: true }, where: { ownerId } });
    return new Map(rows.map((row) => [row.avatarKey, row.message]));
  }

  async save(row: Pick<BlockedAvatar, 'ownerId' | 'avatarKey' | 'avatarName' | 'message'>): Promise<BlockedAvatar> {
    await this.blocked.upsert(row, ['ownerId', 'avatarKey']);
    return this.blocked.findOneByOrFail({ ownerId: row.ownerId, avatarKey: row.avatarKey });
  }

  /** The account's deletion: its list goes with it. */
  async removeAllOf(manager: EntityManager, ownerId: string): Promise<number> {
    const removed = await manager.getRepository(BlockedAvatar).delete({ ownerId });
    return removed.affected ?? 0;
  }

  async remove(ownerId: string, avatarKey: string): Promise<boolean> {
    const removed = await this.blocked.delete({ ownerId, avatarKey });
    return (removed.affected ?? 0) > 0;
  }
}
