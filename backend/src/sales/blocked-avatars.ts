import { Injectable, NotFoundException } from '@nestjs/common';

import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { InvalidatedCache } from '../cache/invalidated-cache';
import type { User } from '../users/user.entity';
import type { BlockedAvatar } from './blocked-avatar.entity';
import { BlockedAvatarsRepository } from './blocked-avatars.repository';
import type { BlockAvatarDto, BlockedAvatarDto } from './dto/blocked-avatar.dto';

export const NOT_BLOCKED = 'This avatar is not blocked.';
export const DEFAULT_BLOCKED_MESSAGE = 'This store does not sell to you.';

function toDto(row: BlockedAvatar): BlockedAvatarDto {
  return { avatarKey: row.avatarKey, avatarName: row.avatarName, message: row.message, createdAt: row.createdAt.toISOString() };
}

/**
 * Avatars a merchant will not sell to. The sale path asks `refusalFor` on every payment not given yet: each owner's list
 * is read once and kept on every instance until it changes (a notification on the cache channel forgets it).
 */
@Injectable()
export class BlockedAvatars {
  private readonly lists: InvalidatedCache<Map<string, string>>;

  constructor(
    private readonly repository: BlockedAvatarsRepository,
    private readonly invalidation: CacheInvalidation,
  ) {
    this.lists = invalidation.track(new InvalidatedCache<Map<string, string>>({ maxEntries: 20_000, ttlMs: 10 * 60_000 }));
    invalidation.on('blocked', (ownerId) => this.lists.forget(ownerId));
  }

  /** The message for a payment of `avatarKey` to one of `ownerId`'s vendors, or null when they may buy. */
  async refusalFor(ownerId: string, avatarKey: string): Promise<string | null> {
    const list = await this.invalidation.read(this.lists, ownerId, () => this.repository.messagesOf(ownerId));
    return list.get(avatarKey.toLowerCase()) ?? null;
  }

  async list(user: User): Promise<BlockedAvatarDto[]> {
    return (await this.repository.listOf(user.id)).map(toDto);
  }

  async block(user: User, avatarKey: string, dto: BlockAvatarDto): Promise<BlockedAvatarDto> {
    const row = await this.repository.save({
      ownerId: user.id,
      avatarKey: avatarKey.toLowerCase(),
      avatarName: dto.avatarName ?? null,
      message: dto.message ?? DEFAULT_BLOCKED_MESSAGE,
    });
    this.invalidation.forget('blocked', user.id);
    return toDto(row);
  }

  async unblock(user: User, avatarKey: string): Promise<void> {
    if (!(await this.repository.remove(user.id, avatarKey.toLowerCase()))) throw new NotFoundException(NOT_BLOCKED);
    this.invalidation.forget('blocked', user.id);
  }
}
