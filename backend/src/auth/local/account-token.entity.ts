import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { LocalAccount } from './local-account.entity';

/** What a link sent by e-mail lets its holder do once. */
export type AccountTokenPurpose = 'verify_email' | 'change_email' | 'reset_password';

/**
 * A single-use secret sent by e-mail (verification, e-mail change, password reset). Only its SHA-256 is kept, so
 * the table does not hold usable links; the link itself exists only in the e-mail.
 */
@Entity('account_tokens')
@Index('IDX_account_tokens_account', ['accountId', 'purpose'])
export class AccountToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_account_tokens' })
  id: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => LocalAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'accountId', foreignKeyConstraintName: 'FK_account_tokens_account' })
  account?: LocalAccount;

  @Column({ type: 'varchar', length: 20 })
  purpose: AccountTokenPurpose;

  /** Hex SHA-256 of the token in the link. */
  @Index('UQ_account_tokens_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** The address the link was sent to: the account's own, or the new one asked for (change_email). */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
