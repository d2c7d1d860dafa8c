import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { BIGINT_ID } from '../common/ids/bigint-id';
import { Transaction } from '../sales/transaction.entity';
import { GiftCard } from './gift-card.entity';

/** A sale paid with a gift card: the L$ taken from its balance. */
@Entity('gift_card_redemptions')
export class GiftCardRedemption {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  giftCardId: number;

  @ManyToOne(() => GiftCard, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'giftCardId' })
  giftCard?: GiftCard;

  @Index({ unique: true })
  @Column({ type: 'bigint', transformer: BIGINT_ID })
  transactionId: number;

  @ManyToOne(() => Transaction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'transactionId' })
  transaction?: Transaction;

  @Column({ type: 'integer' })
  amount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
