import { createHash } from 'node:crypto';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { ActivitiesService } from '../activities/activities.service';
import { ApiKey } from '../api-keys/api-key.entity';
import { LocalAccount } from '../auth/local/local-account.entity';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Vendor } from '../vendors/vendor.entity';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { toUserDto, type UserDto } from './dto/user.dto';
import { User, type UserRole } from './user.entity';

/** The identity claims a token may carry (Clerk's session-token template names, or OIDC's). */
export interface IdentityClaims {
  sub: string;
  email?: string;
  given_name?: string;
  first_name?: string;
  family_name?: string;
  last_name?: string;
  picture?: string;
  image_url?: string;
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim().slice(0, max) : null;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly activities: ActivitiesService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Creates the user on their first request, and applies identity claims again only when they changed. */
  async syncFromClaims(claims: IdentityClaims): Promise<User> {
    const fields = {
      email: text(claims.email, 320)?.toLowerCase() ?? null,
      firstName: text(claims.given_name ?? claims.first_name, 100),
      lastName: text(claims.family_name ?? claims.last_name, 100),
      profileImageUrl: text(claims.picture ?? claims.image_url, 2048),
    };
    const fingerprint = createHash('sha256').update(JSON.stringify(fields)).digest('hex');
    const isAdminEmail = fields.email !== null && this.config.adminEmails.includes(fields.email);

    let user = await this.users.findOne({ where: { id: claims.sub } });
    if (!user) {
      await this.users
        .createQueryBuilder()
        .insert()
        .values({ id: claims.sub, ...fields, role: isAdminEmail ? 'admin' : 'vendor', claimsFingerprint: fingerprint })
        .orIgnore()
        .execute();
      return this.users.findOneOrFail({ where: { id: claims.sub } });
    }
    if (user.deletedAt) return user;
    const changes: Partial<User> = {};
    if (user.claimsFingerprint !== fingerprint) {
      Object.assign(changes, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)));
      changes.claimsFingerprint = fingerprint;
    }
    if (isAdminEmail && user.role !== 'admin') changes.role = 'admin';
    if (Object.keys(changes).length > 0) {
      await this.users.update({ id: user.id }, changes);
      user = { ...user, ...changes };
    }
    return user;
  }

  async updateProfile(user: User, dto: UpdateProfileDto): Promise<UserDto> {
    const changes: Partial<User> = {};
    if (dto.firstName !== undefined) changes.firstName = dto.firstName;
    if (dto.lastName !== undefined) changes.lastName = dto.lastName;
    if (dto.email !== undefined) changes.email = dto.email.toLowerCase();
    if (Object.keys(changes).length > 0) await this.users.update({ id: user.id }, changes);
    return toUserDto(await this.users.findOneOrFail({ where: { id: user.id } }));
  }

  /** Refuses every token issued up to now. */
  async revokeSessions(userId: string): Promise<void> {
    await this.users.update({ id: userId }, { sessionsRevokedAt: new Date() });
  }

  /**
   * Deletes the account: its API keys, sessions and Marketplace address stop working, its vendors stop selling, and the personal data
   * (name, email, image, local sign-in) is removed. Vendors, products and sales stay: buyers and the platform keep their records.
   */
  async deleteAccount(user: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Locked first, like API key generation, so a key cannot be created halfway through.
      const locked = await manager.getRepository(User).findOne({ where: { id: user.id }, lock: { mode: 'pessimistic_write' } });
      if (!locked || locked.deletedAt) throw new NotFoundException('The requested resource was not found.');
      const now = this.clock.now();
      const revokedKeys = await manager.getRepository(ApiKey).update({ userId: user.id, revokedAt: IsNull() }, { revokedAt: now });
      const deactivatedVendors = await manager.getRepository(Vendor).update({ ownerId: user.id, isActive: true }, { isActive: false });
      await manager.getRepository(User).update(
        { id: user.id },
        {
          firstName: null,
          lastName: null,
          email: null,
          profileImageUrl: null,
          claimsFingerprint: null,
          deletedAt: now,
          sessionsRevokedAt: now,
          // The SL Marketplace notification address stops working too.
          marketplaceToken: null,
          marketplaceSalt: null,
        },
      );
      // Local accounts have uuid ids equal to their user's id; users of an external provider have none (compared as text).
      await manager.createQueryBuilder().delete().from(LocalAccount).where('id::text = :id', { id: user.id }).execute();
      await this.activities.record(
        {
          userId: user.id,
          activityType: 'account_deleted',
          description: 'Account deleted by its owner',
          targetType: 'user',
          targetId: user.id,
          metadata: { revokedApiKeys: revokedKeys.affected ?? 0, deactivatedVendors: deactivatedVendors.affected ?? 0 },
        },
        manager,
      );
    });
  }

  async listAll(): Promise<UserDto[]> {
    const users = await this.users.find({ where: { deletedAt: IsNull() }, order: { createdAt: 'DESC' } });
    return users.map(toUserDto);
  }

  async setRole(admin: User, id: string, role: UserRole): Promise<UserDto> {
    const user = await this.findLiving(id);
    if (user.id === admin.id && role !== 'admin') throw new BadRequestException('You cannot remove your own admin role.');
    await this.changeAudited(admin, id, { role }, 'user_role_changed', `Role of ${user.email ?? user.id} set to ${role}`, { role });
    return toUserDto({ ...user, role });
  }

  async deactivate(admin: User, id: string): Promise<UserDto> {
    const user = await this.findLiving(id);
    if (user.id === admin.id) throw new BadRequestException('You cannot deactivate your own account.');
    await this.changeAudited(admin, id, { isActive: false }, 'user_deactivated', `User ${user.email ?? user.id} deactivated`);
    return toUserDto({ ...user, isActive: false });
  }

  /** Lets a deactivated user in again; reactivating an active user changes nothing but is recorded. */
  async reactivate(admin: User, id: string): Promise<UserDto> {
    const user = await this.findLiving(id);
    await this.changeAudited(admin, id, { isActive: true }, 'user_reactivated', `User ${user.email ?? user.id} reactivated`);
    return toUserDto({ ...user, isActive: true });
  }

  /** An administrator's change to a user and its audit entry, in one transaction. */
  private async changeAudited(
    admin: User,
    id: string,
    changes: Partial<Pick<User, 'role' | 'isActive'>>,
    activityType: string,
    description: string,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id }, changes);
      await this.activities.record({ userId: admin.id, activityType, description, metadata: { targetUserId: id, ...details } }, manager);
    });
  }

  private async findLiving(id: string): Promise<User> {
    const user = await this.users.findOne({ where: { id, deletedAt: IsNull() } });
    if (!user) throw new NotFoundException('The requested resource was not found.');
    return user;
  }
}
