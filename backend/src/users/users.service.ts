import { createHash } from 'node:crypto';

import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Tx } from '../database/transaction';
import { DomainEvents } from '../event-bus/domain-events';
import { AccountClosing } from './account-closing';
import { type OwnerDto, toOwnerDto, unknownOwner } from './dto/owner.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { toUserDto, type UserDto } from './dto/user.dto';
import type { User, UserRole } from './user.entity';
import { UsersRepository } from './users.repository';

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
  /** OIDC's claim: true only when the provider has verified `email` (ADMIN_EMAILS needs it). */
  email_verified?: unknown;
}

export const EMAIL_CHANGE_NEEDS_VERIFYING = 'To change your e-mail, use Change e-mail in Settings → Security: the new address must be verified first.';
export const EMAIL_FROM_PROVIDER = 'Your e-mail address comes from your sign-in account: change it there, where it is verified.';

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim().slice(0, max) : null;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
    private readonly closing: AccountClosing,
  ) {}

  /** The owners of rows listed to an admin, by user id; one query for the whole list. */
  async ownersByIds(ids: Iterable<string>): Promise<Map<string, OwnerDto>> {
    const wanted = [...new Set(ids)];
    const found = new Map((await this.users.findByIds(wanted)).map((user) => [user.id, toOwnerDto(user)]));
    return new Map(wanted.map((id) => [id, found.get(id) ?? unknownOwner(id)]));
  }

  /** Creates the user on their first request, and applies identity claims again only when they changed. */
  async syncFromClaims(claims: IdentityClaims): Promise<User> {
    const fields = {
      email: text(claims.email, 320)?.toLowerCase() ?? null,
      firstName: text(claims.given_name ?? claims.first_name, 100),
      lastName: text(claims.family_name ?? claims.last_name, 100),
      profileImageUrl: text(claims.picture ?? claims.image_url, 2048),
    };
    const fingerprint = createHash('sha256').update(JSON.stringify(fields)).digest('hex');
    // ADMIN_EMAILS grants admin only to an address the identity provider has verified (docs/decisions/0008-user-rows-and-admin-emails.md).
    const isAdminEmail = fields.email !== null && claims.email_verified === true && this.config.adminEmails.includes(fields.email);

    let user = await this.users.findById(claims.sub);
    if (!user) {
      await this.users.insertIfAbsent({
        id: claims.sub,
        ...fields,
        role: isAdminEmail ? 'admin' : 'vendor',
        adminFromEmailList: isAdminEmail,
        claimsFingerprint: fingerprint,
      });
      return this.users.findByIdOrFail(claims.sub);
    }
    if (user.deletedAt) return user;
    const changes: Partial<User> = {};
    if (user.claimsFingerprint !== fingerprint) {
      Object.assign(changes, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)));
      changes.claimsFingerprint = fingerprint;
    }
    if (isAdminEmail && user.role !== 'admin') Object.assign(changes, { role: 'admin', adminFromEmailList: true });
    // The list gave the role, so the list takes it back: an address removed from ADMIN_EMAILS is no longer an admin's.
    // A role given on User Management is the administrators' decision and stays (docs/decisions/0008-user-rows-and-admin-emails.md).
    const listed = (fields.email ?? user.email) !== null && this.config.adminEmails.includes((fields.email ?? user.email)!);
    if (!listed && user.adminFromEmailList) Object.assign(changes, { role: user.role === 'admin' ? 'vendor' : user.role, adminFromEmailList: false });
    if (Object.keys(changes).length > 0) {
      await this.users.update(user.id, changes);
      user = { ...user, ...changes };
    }
    return user;
  }

  /** Whether the user exists and an administrator deactivated them. */
  async isDeactivated(id: string): Promise<boolean> {
    const user = await this.users.findById(id);
    return user !== null && !user.isActive;
  }

  async updateProfile(user: User, dto: UpdateProfileDto): Promise<UserDto> {
    const changes: Partial<User> = {};
    if (dto.firstName !== undefined) changes.firstName = dto.firstName;
    if (dto.lastName !== undefined) changes.lastName = dto.lastName;
    // The address changes only once the new one is verified: through the built-in sign-in's e-mail change, or the provider's own.
    if (dto.email !== undefined && dto.email.toLowerCase() !== user.email) {
      const message = this.config.auth.jwksUri ? EMAIL_FROM_PROVIDER : EMAIL_CHANGE_NEEDS_VERIFYING;
      throw new BadRequestException({ message, fieldErrors: { email: [message] } });
    }
    if (Object.keys(changes).length > 0) await this.users.update(user.id, changes);
    return toUserDto(await this.users.findByIdOrFail(user.id));
  }

  /** Refuses every token issued up to `at` (now by default); with a manager, as part of its transaction. */
  async revokeSessions(userId: string, at: Date = new Date(), manager?: Tx): Promise<void> {
    await this.users.update(userId, { sessionsRevokedAt: at }, manager);
  }

  /**
   * Deletes the account: its API keys, sessions and Marketplace address stop working, its vendors stop selling, and the personal data
   * (name, email, image, local sign-in) is removed. Vendors, products and sales stay: buyers and the platform keep their records.
   */
  async deleteAccount(user: User): Promise<void> {
    await this.users.transaction(async (manager) => {
      // Locked first, like API key generation, so a key cannot be created halfway through.
      const locked = await this.users.lock(manager, user.id);
      if (!locked || locked.deletedAt) throw new NotFoundException('The requested resource was not found.');
      const now = this.clock.now();
      // API keys revoked, vendors switched off, the local sign-in removed: by the modules that own them.
      const closed = await this.closing.run(manager, user.id, now);
      await this.users.update(
        user.id,
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
        manager,
      );
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'account_deleted',
          description: 'Account deleted by its owner',
          targetType: 'user',
          targetId: user.id,
          metadata: closed,
          // No e-mail or name: the deletion removes them, and the audit log must not keep them either.
          before: { role: user.role, isActive: user.isActive },
          after: null,
        },
        manager,
      );
    });
  }

  async setRole(admin: User, id: string, role: UserRole): Promise<UserDto> {
    const user = await this.findLiving(id);
    if (user.id === admin.id && role !== 'admin') throw new BadRequestException('You cannot remove your own admin role.');
    // An administrator's choice: no longer tied to ADMIN_EMAILS, so the role stays if the address leaves the list.
    await this.changeAudited(admin, user, { role }, 'user_role_changed', `Role of ${user.email ?? user.id} set to ${role}`, { adminFromEmailList: false });
    return toUserDto({ ...user, role });
  }

  async deactivate(admin: User, id: string): Promise<UserDto> {
    const user = await this.findLiving(id);
    if (user.id === admin.id) throw new BadRequestException('You cannot deactivate your own account.');
    await this.changeAudited(admin, user, { isActive: false }, 'user_deactivated', `User ${user.email ?? user.id} deactivated`);
    return toUserDto({ ...user, isActive: false });
  }

  /** Lets a deactivated user in again; reactivating an active user changes nothing but is recorded. */
  async reactivate(admin: User, id: string): Promise<UserDto> {
    const user = await this.findLiving(id);
    await this.changeAudited(admin, user, { isActive: true }, 'user_reactivated', `User ${user.email ?? user.id} reactivated`);
    return toUserDto({ ...user, isActive: true });
  }

  /** An administrator's change to a user and its audit entry with the values before and after, in one transaction. */
  private async changeAudited(
    admin: User,
    user: User,
    changes: Partial<Pick<User, 'role' | 'isActive'>>,
    activityType: string,
    description: string,
    bookkeeping: Partial<Pick<User, 'adminFromEmailList'>> = {},
  ): Promise<void> {
    const before = Object.fromEntries(Object.keys(changes).map((field) => [field, user[field as keyof typeof changes]]));
    await this.users.transaction(async (manager) => {
      await this.users.update(user.id, { ...changes, ...bookkeeping }, manager);
      await this.domainEvents.publish(
        { userId: admin.id, type: activityType, description, metadata: { targetUserId: user.id }, before, after: { ...changes } },
        manager,
      );
    });
  }

  private async findLiving(id: string): Promise<User> {
    const user = await this.users.findLiving(id);
    if (!user) throw new NotFoundException('The requested resource was not found.');
    return user;
  }
}
