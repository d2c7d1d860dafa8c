import { BadRequestException, ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';

import { ACCOUNT_DEACTIVATED } from '../auth/jwt.strategy';
import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { InvalidatedCache } from '../cache/invalidated-cache';
import { Clock } from '../common/clock';
import type { Tx } from '../database/transaction';
import { DomainEvents } from '../event-bus/domain-events';
import type { User } from '../users/user.entity';
import type { ApiKey, ApiKeyScope } from './api-key.entity';
import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret';
import { ApiKeysRepository } from './api-keys.repository';
import { type ApiKeyDto, type CreatedApiKeyDto, type RotatedApiKeyDto, toApiKeyDto, toCreatedApiKeyDto } from './dto/api-key.dto';
import type { CreateApiKeyDto, RotateApiKeyDto } from './dto/api-key-input.dto';

export const API_KEY_REQUIRED = 'A valid API key is required.';
export const API_KEY_NOT_FOUND = 'API key not found.';
/** lastUsedAt is a hint for the owner, not an audit trail: one write a minute per key is enough. */
const LAST_USED_GRANULARITY_MS = 60_000;

export const API_KEY_EXPIRY_PAST = 'expiresAt must be in the future';
export const IN_WORLD_KEY_ON_REST =
  'This API key is for in-world scripts (scope in-world): a program needs a key with the read or write scope, from Settings → API.';
export const READ_KEY_WRITES = 'This API key can only read (scope read): a program that changes anything needs a key with the write scope.';
export const PROGRAM_KEY_IN_WORLD = 'This API key is for programs (scope read or write): in-world scripts need a key with the in-world scope.';
const DEFAULT_KEY_NAME = 'Scripts';
const DEFAULT_GRACE_HOURS = 24;
const HOUR_MS = 3600_000;
const READ_METHODS = new Set(['GET', 'HEAD']);

export interface AuthenticatedApiKey {
  id: string;
  owner: User;
  scope: ApiKeyScope;
}

/** A key as cached for the sale path: valid (not revoked) when it was read; its expiry is checked at each use. */
interface CachedApiKey extends AuthenticatedApiKey {
  lastUsedAt: Date | null;
  expiresAt: Date | null;
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

  /** A new key beside the user's others, for scripts (in-world) or programs (read, write); none of the others changes. */
  async create(user: User, dto: CreateApiKeyDto = {}): Promise<CreatedApiKeyDto> {
    const now = this.clock.now();
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      throw new BadRequestException({ message: API_KEY_EXPIRY_PAST, fieldErrors: { expiresAt: [API_KEY_EXPIRY_PAST] } });
    }
    return this.apiKeys.transaction((manager) =>
      this.insertKey(manager, user, { name: dto.name ?? DEFAULT_KEY_NAME, scope: dto.scope ?? 'in-world', expiresAt }),
    );
  }

  /**
   * A new key for the same use (name, scope, expiry) in place of key `id`, which keeps working for `graceHours` (24 by
   * default; 0 stops it now), so scripts and programs can be updated without a stop.
   */
  async rotate(user: User, id: string, dto: RotateApiKeyDto = {}): Promise<RotatedApiKeyDto> {
    const graceHours = dto.graceHours ?? DEFAULT_GRACE_HOURS;
    const rotated = await this.apiKeys.transaction(async (manager) => {
      const now = this.clock.now();
      const old = await this.apiKeys.lockActive(manager, user.id, id, now);
      if (!old) throw new NotFoundException(API_KEY_NOT_FOUND);
      const graceEnd = new Date(now.getTime() + graceHours * HOUR_MS);
      const worksUntil = old.expiresAt && old.expiresAt.getTime() < graceEnd.getTime() ? old.expiresAt : graceEnd;
      if (graceHours === 0) await this.apiKeys.revoke(manager, old.id, now);
      else await this.apiKeys.expire(manager, old.id, worksUntil);
      const previousKeyWorksUntil = (graceHours === 0 ? now : worksUntil).toISOString();
      const created = await this.insertKey(manager, user, { name: old.name, scope: old.scope, expiresAt: old.expiresAt }, { old, previousKeyWorksUntil });
      return { ...created, previousKeyWorksUntil };
    });
    this.invalidation.forget('user', user.id);
    return rotated;
  }

  private async insertKey(
    manager: Tx,
    user: User,
    fields: Pick<ApiKey, 'name' | 'scope' | 'expiresAt'>,
    rotation?: { old: ApiKey; previousKeyWorksUntil: string },
  ): Promise<CreatedApiKeyDto> {
    const old = rotation?.old;
    const generated = generateApiKey();
    const saved = await this.apiKeys.insert(manager, { userId: user.id, prefix: generated.prefix, keyHash: generated.keyHash, ...fields });
    await this.domainEvents.publish(
      {
        userId: user.id,
        type: old ? 'api_key_rotated' : 'api_key_created',
        description: old
          ? `API key ${old.prefix}… "${saved.name}" rotated: ${saved.prefix}… replaces it`
          : `API key ${saved.prefix}… "${saved.name}" (${saved.scope}) created`,
        metadata: {
          apiKeyId: saved.id,
          prefix: saved.prefix,
          scope: saved.scope,
          ...(rotation
            ? { replacedApiKeyId: rotation.old.id, replacedPrefix: rotation.old.prefix, previousKeyWorksUntil: rotation.previousKeyWorksUntil }
            : {}),
        },
        before: old ? { prefix: old.prefix } : null,
        after: { prefix: saved.prefix, name: saved.name, scope: saved.scope, active: true },
      },
      manager,
    );
    return toCreatedApiKeyDto(saved, generated.key);
  }

  async list(user: User): Promise<ApiKeyDto[]> {
    const keys = await this.apiKeys.listActiveOf(user.id, this.clock.now());
    return keys.map(toApiKeyDto);
  }

  async revoke(user: User, id: string): Promise<void> {
    await this.apiKeys.transaction(async (manager) => {
      const key = await this.apiKeys.lockActive(manager, user.id, id, this.clock.now());
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

  /**
   * A program's call to the REST API with its key (X-Api-Key): the key's owner, when the key is a read key and the call
   * only reads (GET, HEAD), or a write key. 401 for a key that is missing, unknown, revoked or expired; 403 for a
   * script's key (in-world), a read key that would change something, or a deactivated owner.
   */
  async authenticateProgram(presented: unknown, method: string): Promise<User> {
    const key = await this.identify(presented);
    this.ensureOwnerActive(key);
    if (key.scope === 'in-world') throw new ForbiddenException(IN_WORLD_KEY_ON_REST);
    if (key.scope === 'read' && !READ_METHODS.has(method.toUpperCase())) throw new ForbiddenException(READ_KEY_WRITES);
    return key.owner;
  }

  /**
   * The key sent as X-Api-Key, its owner and scope: 401 when missing, unknown, revoked or expired. Check the owner with
   * ensureOwnerActive, and the scope for the route.
   */
  async identify(presented: unknown): Promise<AuthenticatedApiKey> {
    if (!looksLikeApiKey(presented)) throw new UnauthorizedException(API_KEY_REQUIRED);
    const keyHash = hashApiKey(presented);
    const key = await this.invalidation.read(
      this.keys,
      keyHash,
      () => this.load(keyHash),
      (loaded) => (loaded ? [loaded.owner.id] : []),
    );
    if (!key || (key.expiresAt && key.expiresAt.getTime() <= this.clock.now().getTime())) throw new UnauthorizedException(API_KEY_REQUIRED);
    if (isActive(key.owner)) await this.touch(key);
    return { id: key.id, owner: key.owner, scope: key.scope };
  }

  /** The key with this hash and its owner, or null when there is none or it was revoked. */
  private async load(keyHash: string): Promise<CachedApiKey | null> {
    const key = await this.apiKeys.findWithOwner(keyHash);
    if (!key || key.revokedAt || !key.user) return null;
    return { id: key.id, owner: key.user, scope: key.scope, lastUsedAt: key.lastUsedAt, expiresAt: key.expiresAt };
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
