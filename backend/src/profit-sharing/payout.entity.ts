import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PrimaryGeneratedColumnNumericOptions } from 'typeorm/decorator/options/PrimaryGeneratedColumnNumericOptions';

import { BIGINT_ID } from '../common/ids/bigint-id';
import type { PayoutStatus } from '../sales/payout-arithmetic';
import { Transaction } from '../sales/transaction.entity';
import { User } from '../users/user.entity';
import { Vendor } from '../vendors/vendor.entity';

/**
 * What a sale owes one partner, and whether the vendor paid it in-world (llTransferLindenDollars). Written with the
 * sale, in the same statement (SalesLedgerRepository); due until the vendor reports the transfer, paid or failed; a failed
 * one goes back to due when the merchant retries it. Paid once: the vendor pays by payout id and a payout paid stays
 * paid, whatever is reported after.
 */
@Entity('payouts')
@Check('CHK_payouts_amount', '"amount" > 0')
@Check('CHK_payouts_status', `"status" IN ('due', 'paid', 'failed')`)
@Index('UQ_payouts_transaction_avatar', ['transactionId', 'avatarKey'], { unique: true })
@Index('IDX_payouts_owner_created', ['ownerId', 'createdAt', 'id'])
@Index('IDX_payouts_owner_avatar', ['ownerId', 'avatarKey'])
@Index('IDX_payouts_vendor_due', ['vendorId', 'id'], { where: `"status" = 'due'` })
export class Payout {
  /** bigint, read as a number (exact below 2^53: common/ids/bigint-id.ts). */
  @PrimaryGeneratedColumn({ type: 'bigint', transformer: BIGINT_ID, primaryKeyConstraintName: 'PK_payouts' } as PrimaryGeneratedColumnNumericOptions)
  id: number;

  /** The merchant who owes it (the sale's owner). */
  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_payouts_owner' })
  owner?: User;

  /** The sale it is a share of. */
  @Column({ type: 'bigint', transformer: BIGINT_ID })
  transactionId: number;

  @ManyToOne(() => Transaction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'transactionId', foreignKeyConstraintName: 'FK_payouts_transaction' })
  transaction?: Transaction;

  /** The vendor that made the sale, and pays. */
  @Column({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId', foreignKeyConstraintName: 'FK_payouts_vendor' })
  vendor?: Vendor;

  /** The partner's avatar key, lower case, and name as the split had them. */
  @Column({ type: 'varchar', length: 36 })
  avatarKey: string;

  @Column({ type: 'varchar', length: 100 })
  avatarName: string;

  /** The split's percent the amount was computed from. */
  @Column({ type: 'numeric', precision: 5, scale: 2 })
  percent: string;

  /** Whole L$. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 10 })
  status: PayoutStatus;

  /** The key llTransferLindenDollars returned, as the vendor reported it. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  transactionKey: string | null;

  /** Why it failed: the vendor's report, or the check of the splits against the commission charged. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  /** Failed because the splits and the commission came to more than 100 % (never sent to the vendor). */
  @Column({ type: 'boolean', default: false })
  overLimit: boolean;

  /** Transfers the vendor reported for it. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
