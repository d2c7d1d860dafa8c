import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { BIGINT_ID } from '../common/ids/bigint-id';
import { Transaction } from '../sales/transaction.entity';
import { User } from '../users/user.entity';

export const GIFT_CARD_ORIGINS = ['sale', 'merchant'] as const;
export type GiftCardOrigin = (typeof GIFT_CARD_ORIGINS)[number];

/** A voucher a buyer holds with one merchant: spent at any of the merchant's vendors until its balance is 0. */
@Entity('gift_cards')
@Check('CHK_gift_cards_balance', '"balance" >= 0 AND "balance" <= "faceValue"')
@Check('CHK_gift_cards_face_value', '"faceValue" > 0')
export class GiftCard {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId' })
  owner?: User;

  /** The code the holder types: GC- and 16 random base-32 characters (80 bits), unique across the platform. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 40 })
  code: string;

  /** Whole L$ the card was issued for, and what is left on it. */
  @Column({ type: 'integer' })
  faceValue: number;

  @Column({ type: 'integer' })
  balance: number;

  /** Who holds it: the buyer, or the gift's recipient (avatar key, lower case). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  holderKey: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  holderName: string | null;

  @Column({ type: 'varchar', length: 20 })
  origin: GiftCardOrigin;

  /** The sale that bought it (origin 'sale'). */
  @Index({ unique: true, where: '"transactionId" IS NOT NULL' })
  @Column({ type: 'bigint', nullable: true, transformer: BIGINT_ID })
  transactionId: number | null;

  @ManyToOne(() => Transaction, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'transactionId' })
  transaction?: Transaction | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  note: string | null;

  /** A voided card can no longer be spent. */
  @Column({ type: 'timestamptz', nullable: true })
  voidedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
