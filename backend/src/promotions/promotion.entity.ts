import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { Product } from '../products/product.entity';
import type { PromotionKind } from '../sales/discount-engine';
import { User } from '../users/user.entity';

/**
 * A merchant's discount rule: a sale (store-wide or one product, for a period), a coupon code, a VIP list or a
 * loyalty reward. The best single one applies to a sale unless the merchant lets them add up (docs/decisions/0033-promotions.md).
 */
@Entity('promotions')
@Index(['ownerId', 'code'], { unique: true, where: '"code" IS NOT NULL' })
@Check('CHK_promotions_kind', `"kind" IN ('sale', 'coupon', 'vip', 'loyalty')`)
@Check('CHK_promotions_one_discount', '("percentOff" IS NULL) <> ("amountOff" IS NULL)')
@Check('CHK_promotions_percent', '"percentOff" IS NULL OR ("percentOff" > 0 AND "percentOff" <= 100)')
@Check('CHK_promotions_amount', '"amountOff" IS NULL OR "amountOff" > 0')
@Check('CHK_promotions_period', '"startsAt" IS NULL OR "endsAt" IS NULL OR "startsAt" < "endsAt"')
@Check('CHK_promotions_uses', '"uses" >= 0 AND ("maxUses" IS NULL OR "uses" <= "maxUses")')
export class Promotion {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId' })
  owner?: User;

  @Column({ type: 'varchar', length: 20 })
  kind: PromotionKind;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The one product it discounts (sales and coupons); null: every product of the merchant. */
  @Column({ type: 'integer', nullable: true })
  productId: number | null;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId' })
  product?: Product | null;

  /** Percent off, exact to 2 decimals; exactly one of percentOff and amountOff is set. */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  percentOff: string | null;

  /** Whole L$ off. */
  @Column({ type: 'integer', nullable: true })
  amountOff: number | null;

  /** A coupon's code, kept in upper case: buyers type it in any case. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  code: string | null;

  /** A coupon's uses allowed in all (null: no limit), and taken so far. */
  @Column({ type: 'integer', nullable: true })
  maxUses: number | null;

  @Column({ type: 'integer', default: 0 })
  uses: number;

  /** A coupon each avatar may use once. */
  @Column({ type: 'boolean', default: false })
  oncePerAvatar: boolean;

  /** Loyalty: the whole L$ a buyer must have spent with the merchant before the reward applies. */
  @Column({ type: 'integer', nullable: true })
  minSpent: number | null;

  /** VIP: the avatar keys on the list (lower case). */
  @Column({ type: 'varchar', length: 64, array: true, default: () => "'{}'" })
  avatarKeys: string[];

  /** Valid from (null: from its creation) until (excluded; null: no end). */
  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
