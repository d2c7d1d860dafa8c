import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/*
 * One merchant's figures for one avatar, kept by a statement trigger on `transactions` (migration Customers,
 * schema/functions/buyer_totals_apply.sql): every sale, refund, move or deletion adjusts the rows it touches by
 * increments, in the writer's transaction. A row exists while the avatar bought from the owner (any status) or received
 * one of their completed gifts; firstPurchaseAt is null for an avatar that only received gifts.
 */
@Entity('buyer_totals')
@Index('IDX_buyer_totals_owner_last', ['ownerId', 'lastPurchaseAt', 'buyerId'])
@Index('IDX_buyer_totals_owner_first', ['ownerId', 'firstPurchaseAt', 'buyerId'])
@Index('IDX_buyer_totals_owner_spent', ['ownerId', 'spent', 'buyerId'])
@Index('IDX_buyer_totals_owner_purchases', ['ownerId', 'purchases', 'buyerId'])
export class BuyerTotal {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  ownerId: string;

  /** The avatar key, lower case as sales record it. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  buyerId: string;

  /** The name on their latest sale (or, for a gift recipient only, the name the gift gave). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  buyerName: string | null;

  /** Their first and latest sale recorded, whatever became of it; null when they only received gifts. */
  @Column({ type: 'timestamptz', nullable: true })
  firstPurchaseAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastPurchaseAt: Date | null;

  /** Completed sales. */
  @Column({ type: 'integer', default: 0 })
  purchases: number;

  /** Whole L$: completed sales' amount less the parts refunded. */
  @Column({ type: 'bigint', default: 0 })
  spent: string;

  /** Sales refunded, whole or in part. */
  @Column({ type: 'integer', default: 0 })
  refunds: number;

  /** Sales they bought as a gift for another avatar (any status). */
  @Column({ type: 'integer', default: 0 })
  giftsGiven: number;

  /** Completed sales of this owner given to them. */
  @Column({ type: 'integer', default: 0 })
  giftsReceived: number;
}
