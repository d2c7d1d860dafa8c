import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';

import { ACCOUNT_DEACTIVATED } from '../auth/jwt.strategy';
import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { InvalidatedCache } from '../cache/invalidated-cache';
import { Clock } from '../common/clock';
import { DomainEvents } from '../event-bus/domain-events';
import type { User } from '../users/user.entity';
import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret';
import { ApiKeysRepository } from './api-keys.repository';
import { type ApiKeyDto, type CreatedApiKeyDto, toApiKeyDto } from './dto/api-key.dto';

export const API_KEY_REQUIRED = 'A valid API key is required.';
export const API_KEY_NOT_FOUND = 'API key not found.';
/** lastUsedAt is a hint for the owner, not an audit trail: one write a minute per key is enough. */
const LAST_USED_GRANULARITY_MS = 60_000;

export interface AuthenticatedApiKey {
  id: string;
  owner: User;
}

/** A key as cached for the sale path: valid (not revoked) when it was read. */
interface CachedApiKey extends AuthenticatedApiKey {
  lastUsedAt: Date | null;
}

@Injectable()
export class ApiKeysService {
  constructor(
    private readonly apiKeys: ApiKeysRepository,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
    private readonly invalidation: CacheInvalidation,
  ) {
    // Every script call presents its key: known keys are answered from memory. A key's row or its owner's changing
    // anywhere (revoked, rotated, owner deactivated or deleted) forgets it on every instance (CacheInvalidation).
    invalidation.on('api_key', (keyHash) => this.keys.forget(keyHash));
    invalidation.on('user', (userId) => this.keys.forgetTag(userId));
  }

  private readonly keys = this.invalidation.track(new InvalidatedCache<CachedApiKey | null>({ maxEntries: 10_000, ttlMs: 5 * 60_000 }));

  /** A new key for the user; the keys they had stop working (the Settings page shows one key, and scripts must be updated). */
  async create(user: User): Promise<CreatedApiKeyDto> {
    const generated = generateApiKey();
    const created = await this.apiKeys.transaction(async (manager) => {
      // Serialises two key generations of the same user, so exactly one key survives.
      await this.apiKeys.lockOwner(manager, user.id);
      const replaced = await this.apiKeys.activeOf(manager, user.id);
      const now = this.clock.now();
      for (const old of replaced) {
        await this.apiKeys.revoke(manager, old.id, now);
        await this.domainEvents.publish(
          {
            userId: user.id,
            type: 'api_key_revoked',
            description: `API key ${old.prefix}… revoked: replaced by a new key`,
            metadata: { apiKeyId: old.id, prefix: old.prefix },
            before: { active: true },
            after: { active: false },
          },
          manager,
        );
      }
      const saved = await this.apiKeys.insert(manager, { userId: user.id, prefix: generated.prefix, keyHash: generated.keyHash });
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'api_key_created',
          description: `API key ${saved.prefix}… created`,
          metadata: { apiKeyId: saved.id, prefix: saved.prefix },
          before: null,
          after: { prefix: saved.prefix, active: true },
        },
        manager,
      );
      return { id: saved.id, key: generated.key, prefix: saved.prefix, createdAt: saved.createdAt.toISOString() };
    });
    // The replaced keys stop working on this instance now; other instances hear it from the database.
    this.invalidation.forget('user', user.id);
    return created;
  }

  async list(user: User): Promise<ApiKeyDto[]> {
    const keys = await this.apiKeys.listActiveOf(user.id);
    return keys.map(toApiKeyDto);
  }

  async revoke(user: User, id: string): Promise<void> {
    await this.apiKeys.transaction(async (manager) => {
      const key = await this.apiKeys.lockActive(manager, user.id, id);
      if (!key) throw new NotFoundException(API_KEY_NOT_FOUND);
      await this.apiKeys.revoke(manager, id, this.clock.now());
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'api_key_revoked',
          description: `API key ${key.prefix}… revoked`,
          metadata: { apiKeyId: key.id, prefix: key.prefix },
          before: { active: true },
          after: { active: false },
        },
        manager,
      );
    });
    this.invalidation.forget('user', user.id);
  }

  /** The key sent as X-Api-Key and its owner: 401 when missing, unknown or revoked. Check the owner with ensureOwnerActive. */
  async identify(presented: unknown): Promise<AuthenticatedApiKey> {
    if (!looksLikeApiKey(presented)) throw new UnauthorizedException(API_KEY_REQUIRED);
    const keyHash = hashApiKey(presented);
    const key = await this.invalidation.read(
      this.keys,
      keyHash,
      () => this.load(keyHash),
      (loaded) => (loaded ? [loaded.owner.id] : []),
    );
    if (!key) throw new UnauthorizedException(API_KEY_REQUIRED);
    if (isActive(key.owner)) await this.touch(key);
    return { id: key.id, owner: key.owner };
  }

  /** The key with this hash and its owner, or null when there is none or it was revoked. */
  private async load(keyHash: string): Promise<CachedApiKey | null> {
    const key = await this.apiKeys.findWithOwner(keyHash);
    if (!key || key.revokedAt || !key.user) return null;
    return { id: key.id, owner: key.user, lastUsedAt: key.lastUsedAt };
  }

  /** 403 when the key's owner was deactivated or deleted: their keys stop working with them. */
  ensureOwnerActive(key: AuthenticatedApiKey): void {
    if (!isActive(key.owner)) throw new ForbiddenException(ACCOUNT_DEACTIVATED);
  }

  private async touch(key: CachedApiKey): Promise<void> {
    const now = this.clock.now();
    if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_GRANULARITY_MS) return;
    const staleBefore = new Date(now.getTime() - LAST_USED_GRANULARITY_MS);
    // Noted on the cached key first, so concurrent calls do not all write; the update is conditional for other instances.
    key.lastUsedAt = now;
    await this.apiKeys.touch(key.id, now, staleBefore);
  }
}

function isActive(user: User): boolean {
  return user.isActive && !user.deletedAt;
}
