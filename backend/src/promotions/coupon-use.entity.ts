import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { BIGINT_ID } from '../common/ids/bigint-id';
import { Transaction } from '../sales/transaction.entity';
import { Promotion } from './promotion.entity';

/** One sale a coupon discounted: counts the avatar's uses for "once per avatar". */
@Entity('coupon_uses')
@Index(['promotionId', 'buyerId'])
export class CouponUse {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  promotionId: number;

  @ManyToOne(() => Promotion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'promotionId' })
  promotion?: Promotion;

  @Column({ type: 'varchar', length: 64 })
  buyerId: string;

  @Index({ unique: true })
  @Column({ type: 'bigint', transformer: BIGINT_ID })
  transactionId: number;

  @ManyToOne(() => Transaction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'transactionId' })
  transaction?: Transaction;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
