import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import type { User } from '../users/user.entity';
import { NotificationsRepository } from './notifications.repository';

/** How long a ticket opens a stream: the browser asks for one just before it connects, and again to reconnect. */
export const STREAM_TICKET_TTL_MS = 60_000;

export const LIVE_STREAMS = ['notifications', 'monitor'] as const;
export type LiveStream = (typeof LIVE_STREAMS)[number];

const SECRET_NAME = 'stream-tickets';

export interface VerifiedTicket {
  userId: string;
  issuedAt: Date;
}

/**
 * Tickets that open a live stream: the browser's EventSource cannot send the bearer token, so the signed-in app asks
 * for a ticket (with the token) and puts it in the stream's address. A ticket names the user and the stream, lasts a
 * minute and is signed (HMAC-SHA256) with a secret kept in the database, the same on every instance.
 */
@Injectable()
export class StreamTickets {
  private secret: Buffer | null = null;

  constructor(private readonly notifications: NotificationsRepository) {}

  async issue(userId: string, stream: LiveStream, now = new Date()): Promise<{ ticket: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    // A random part makes every ticket unique, so two tickets asked for in the same second can each open their stream.
    const nonce = randomBytes(12).toString('base64url');
    const payload = `${Buffer.from(userId, 'utf8').toString('base64url')}.${stream}.${issuedAt}.${nonce}`;
    const signature = this.sign((await this.key())!, payload).toString('base64url');
    return { ticket: `${payload}.${signature}`, expiresAt: new Date(issuedAt * 1000 + STREAM_TICKET_TTL_MS) };
  }

  /**
   * The user a ticket for `stream` was issued to, or null when it is not one of ours, for another stream, expired, or
   * already used: a ticket opens one stream, once.
   */
  async verify(ticket: string, stream: LiveStream, now = new Date()): Promise<VerifiedTicket | null> {
    const parts = ticket.split('.');
    if (parts.length !== 5) return null;
    const [user, named, issued, nonce, signature] = parts;
    if (named !== stream || !/^\d{1,12}$/.test(issued) || ![user, nonce, signature].every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return null;
    const key = await this.key(false);
    if (!key) return null;
    // Compared as text: base64url has several spellings of the same bytes, and only the one issued is accepted.
    const expected = Buffer.from(this.sign(key, `${user}.${named}.${issued}.${nonce}`).toString('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const issuedAt = new Date(Number(issued) * 1000);
    const expiresAt = new Date(issuedAt.getTime() + STREAM_TICKET_TTL_MS);
    if (now.getTime() >= expiresAt.getTime()) return null;
    // One stream per ticket: a ticket read from a log, a proxy or the browser's history opens nothing.
    const hash = createHash('sha256').update(signature).digest('hex');
    if (!(await this.notifications.useTicketOnce(hash, expiresAt, now))) return null;
    return { userId: Buffer.from(user, 'base64url').toString('utf8'), issuedAt };
  }

  /** The user the ticket was issued to, as the database has them now. */
  userOf(ticket: VerifiedTicket): Promise<User | null> {
    return this.notifications.findUser(ticket.userId);
  }

  private sign(key: Buffer, payload: string): Buffer {
    return createHmac('sha256', key).update(payload).digest();
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
