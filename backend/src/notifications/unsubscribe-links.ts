import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { appBaseUrl } from '../common/own-origin';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { NotificationCategory } from './notification-kinds';
import { NotificationsRepository } from './notifications.repository';

const SECRET_NAME = 'unsubscribe';
const CATEGORIES: readonly NotificationCategory[] = ['transactions', 'redeliveries', 'events'];

export interface UnsubscribeTarget {
  userId: string;
  category: NotificationCategory;
}

/**
 * Links in notification e-mails that switch one kind of e-mail off without signing in. The token names the user and
 * the category and is signed (HMAC-SHA256) with a secret kept in the database, the same on every instance; it does
 * not expire, as an unsubscribe link must keep working.
 */
@Injectable()
export class UnsubscribeLinks {
  private secret: Buffer | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsRepository,
  ) {}

  async url(target: UnsubscribeTarget): Promise<string> {
    return `${appBaseUrl(this.config)}/api/notifications/unsubscribe?token=${await this.token(target)}`;
  }

  async token({ userId, category }: UnsubscribeTarget): Promise<string> {
    const user = Buffer.from(userId, 'utf8').toString('base64url');
    return `${user}.${category}.${this.sign((await this.key())!, userId, category).toString('base64url')}`;
  }

  /** Who and what the token names, or null when it is not one this platform signed. */
  async verify(token: string): Promise<UnsubscribeTarget | null> {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [user, category, signature] = parts;
    if (!CATEGORIES.includes(category as NotificationCategory) || !/^[A-Za-z0-9_-]+$/.test(user) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
    const key = await this.key(false);
    if (!key) return null;
    const userId = Buffer.from(user, 'base64url').toString('utf8');
    // Compared as text: base64url has several spellings of the same bytes, and only the one issued is accepted.
    const expected = Buffer.from(this.sign(key, userId, category).toString('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, category: category as NotificationCategory };
  }

  private sign(key: Buffer, userId: string, category: string): Buffer {
    return createHmac('sha256', key).update(`${userId}\n${category}`).digest();
  }

  /** The signing key, made on first use (signing); null while none exists (checking a token writes nothing). */
  private async key(make = true): Promise<Buffer | null> {
    if (this.secret) return this.secret;
    const stored = make ? await this.notifications.secret(SECRET_NAME, randomBytes(32).toString('hex')) : await this.notifications.existingSecret(SECRET_NAME);
    if (stored === null) return null;
    this.secret = Buffer.from(stored, 'hex');
    return this.secret;
  }
}
