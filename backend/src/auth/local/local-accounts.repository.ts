import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { AccountToken, type AccountTokenPurpose } from './account-token.entity';
import { LocalAccount } from './local-account.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why a link's token was not accepted. */
export type TokenRefusal = 'unknown' | 'used' | 'expired';

/** The built-in sign-in's accounts and the single-use links sent to them. */
@Injectable()
export class LocalAccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one database transaction; the other methods take its manager. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Deletes the user's local sign-in, if any (local accounts have their user's uuid id, compared as text); how many. */
  async deleteOf(manager: EntityManager, userId: string): Promise<number> {
    const deleted = await manager.createQueryBuilder().delete().from(LocalAccount).where('id::text = :id', { id: userId }).execute();
    return deleted.affected ?? 0;
  }

  findByEmail(email: string): Promise<LocalAccount | null> {
    return this.dataSource.getRepository(LocalAccount).findOne({ where: { email } });
  }

  /** Null too for an id that is not a UUID (users of an external provider have other ids). */
  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<LocalAccount | null> {
    if (!UUID.test(id)) return null;
    return manager.getRepository(LocalAccount).findOne({ where: { id } });
  }

  /** Creates the account unless the e-mail is taken (then null). */
  async insertIfEmailFree(
    values: Pick<LocalAccount, 'email' | 'passwordHash' | 'firstName' | 'lastName'> & { emailVerifiedAt?: Date | null },
  ): Promise<LocalAccount | null> {
    const inserted = await this.dataSource
      .getRepository(LocalAccount)
      .createQueryBuilder()
      .insert()
      .values({ ...values, emailVerifiedAt: values.emailVerifiedAt ?? null })
      .orIgnore()
      .returning('*')
      .execute();
    const [row] = inserted.raw as Array<LocalAccount | undefined>;
    return row?.id ? row : null;
  }

  async setPassword(id: string, passwordHash: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(LocalAccount).update({ id }, { passwordHash });
  }

  /** Marks the address verified, if it is still the account's address. */
  async markVerified(id: string, email: string, at: Date, manager: EntityManager): Promise<void> {
    await manager.getRepository(LocalAccount).update({ id, email }, { emailVerifiedAt: at });
  }

  /** Moves the account to a verified new address; false when another account took that address meanwhile. */
  async changeEmail(id: string, email: string, at: Date, manager: EntityManager): Promise<boolean> {
    const taken = await manager.getRepository(LocalAccount).exists({ where: { email } });
    if (taken) return false;
    await manager.getRepository(LocalAccount).update({ id }, { email, emailVerifiedAt: at });
    return true;
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.dataSource.getRepository(LocalAccount).exists({ where: { email } });
  }

  async delete(id: string): Promise<void> {
    await this.dataSource.getRepository(LocalAccount).delete({ id });
  }

  async saveToken(token: Pick<AccountToken, 'accountId' | 'purpose' | 'tokenHash' | 'email' | 'expiresAt'>): Promise<void> {
    await this.dataSource.getRepository(AccountToken).insert({ ...token, usedAt: null });
  }

  /** When the account's newest link of this purpose was made, to space out e-mails. */
  async lastTokenAt(accountId: string, purpose: AccountTokenPurpose): Promise<Date | null> {
    const [row]: Array<{ createdAt: Date }> = await this.dataSource.query(
      `SELECT "createdAt" FROM account_tokens WHERE "accountId" = $1 AND purpose = $2 ORDER BY "createdAt" DESC LIMIT 1`,
      [accountId, purpose],
    );
    return row?.createdAt ?? null;
  }

  /** The newest link of a change of address still waiting to be opened. */
  async pendingEmailChange(accountId: string, now: Date): Promise<string | null> {
    const [row]: Array<{ email: string }> = await this.dataSource.query(
      `SELECT email FROM account_tokens WHERE "accountId" = $1 AND purpose = 'change_email' AND "usedAt" IS NULL AND "expiresAt" > $2
       ORDER BY "createdAt" DESC LIMIT 1`,
      [accountId, now],
    );
    return row?.email ?? null;
  }

  /**
   * Spends a token in one statement, so two requests with the same link cannot both use it; the answer says why
   * when it cannot be spent.
   */
  async spendToken(tokenHash: string, purposes: AccountTokenPurpose[], now: Date, manager: EntityManager): Promise<AccountToken | TokenRefusal> {
    // For an UPDATE the pg driver answers [rows, count].
    const [[spent]]: [AccountToken[], number] = await manager.query(
      `UPDATE account_tokens SET "usedAt" = $3
       WHERE "tokenHash" = $1 AND purpose = ANY($2) AND "usedAt" IS NULL AND "expiresAt" > $3
       RETURNING id, "accountId", purpose, "tokenHash", email, "expiresAt", "usedAt", "createdAt"`,
      [tokenHash, purposes, now],
    );
    if (spent) return spent;
    const [known]: Array<{ usedAt: Date | null }> = await manager.query(`SELECT "usedAt" FROM account_tokens WHERE "tokenHash" = $1 AND purpose = ANY($2)`, [
      tokenHash,
      purposes,
    ]);
    if (!known) return 'unknown';
    return known.usedAt ? 'used' : 'expired';
  }

  /** Spends every other open link of these purposes (a newer link, or the change it was for, made them moot). */
  async spendOpenTokens(accountId: string, purposes: AccountTokenPurpose[], now: Date, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE account_tokens SET "usedAt" = $3 WHERE "accountId" = $1 AND purpose = ANY($2) AND "usedAt" IS NULL`, [
      accountId,
      purposes,
      now,
    ]);
  }
}
