import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { PrimaryGeneratedColumnNumericOptions } from 'typeorm/decorator/options/PrimaryGeneratedColumnNumericOptions';

import { BIGINT_ID } from '../common/ids/bigint-id';
import { ShoppingEvent } from '../events/event.entity';
import { Product } from '../products/product.entity';
import { Vendor } from '../vendors/vendor.entity';

/** vendor: the vendor gives the item; box: a delivery box does (the vendor does not hold it). */
export const SALE_DELIVERIES = ['vendor', 'box'] as const;
export type SaleDelivery = (typeof SALE_DELIVERIES)[number];

export const PAYMENT_METHODS = ['lindens', 'voucher'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DISCOUNT_KINDS = ['sale', 'coupon', 'vip', 'loyalty', 'combined'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** reconciliation: recorded by the merchant from a line of their Second Life transaction history. */
export const SALE_SOURCES = ['in-world', 'marketplace', 'reconciliation'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

export const TRANSACTION_STATUSES = ['pending', 'completed', 'refunded', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Statuses other than this one are rare (pending, refunded, failed): partial indexes hold only those. */
const RARE_STATUS = `"status" <> 'completed'`;

/*
 * Indexes for the owner's list, count and CSV export in their default order (newest first, ties by id), for the
 * owner's list sorted by amount or by commission (the grid's other money columns), and for the rare statuses. Two more are written by hand in migration SalesReportIndexes, because TypeORM cannot express their
 * operator classes: the buyer-name trigram index (only where the server has pg_trgm) and the buyer-key prefix index.
 */
@Entity('transactions')
// What was refunded never exceeds the sale (migration PartialRefunds).
@Check(
  'CHK_transactions_refunded',
  `"refundedAmount" >= 0 AND "refundedAmount" <= "amount" AND "refundedCommission" >= 0 AND "refundedCommission" <= GREATEST("commission", 0)`,
)
@Index(['vendorId', 'createdAt'])
@Index(['vendorId', 'saleId'], { unique: true, where: '"saleId" IS NOT NULL' })
@Index('IDX_transactions_owner_created', ['ownerId', 'createdAt', 'id'])
@Index('IDX_transactions_owner_amount', ['ownerId', 'amount', 'id'])
@Index('IDX_transactions_owner_commission', ['ownerId', 'commission', 'id'])
@Index('IDX_transactions_owner_status_created', ['ownerId', 'status', 'createdAt', 'id'], { where: RARE_STATUS })
@Index('IDX_transactions_status_created', ['status', 'createdAt', 'id'], { where: RARE_STATUS })
@Index('IDX_transactions_gift_to', ['giftTo'], { where: '"giftTo" IS NOT NULL' })
// A Marketplace order is recorded once per merchant, however often its notification arrives.
@Index('IDX_transactions_marketplace_order', ['ownerId', 'marketplaceTransactionId'], { unique: true, where: '"marketplaceTransactionId" IS NOT NULL' })
// The flagged sales are few: their list, the dashboard count and the daily alert read only these entries.
@Index('IDX_transactions_owner_price_mismatch', ['ownerId', 'createdAt', 'id'], { where: '"priceMismatch"' })
@Index('IDX_transactions_buyer_name_trgm', { synchronize: false })
@Index('IDX_transactions_buyer_id_prefix', { synchronize: false })
export class Transaction {
  /** bigint, read as a number (exact below 2^53: common/ids/bigint-id.ts). TypeORM applies the transformer; its option type omits it. */
  @PrimaryGeneratedColumn({ type: 'bigint', transformer: BIGINT_ID } as PrimaryGeneratedColumnNumericOptions)
  id: number;

  @Column({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  /**
   * The vendor's owner, copied onto the sale so the owner's list reads one index in order. The sale path writes it;
   * for any other writer a trigger fills it from the vendor, and a change of a vendor's owner is copied to its sales.
   */
  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @Index()
  @Column({ type: 'integer', nullable: true })
  productId: number | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'productId' })
  product?: Product | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  eventId: number | null;

  @ManyToOne(() => ShoppingEvent, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'eventId' })
  event?: ShoppingEvent | null;

  /** The buyer's avatar key (lower case, as the sale path writes it); indexed for equality and prefixes by hand. */
  @Column({ type: 'varchar', length: 64 })
  buyerId: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  buyerName: string | null;

  /** Whole L$. */
  @Column({ type: 'integer' })
  amount: number;

  /** L$ with 2 decimals, exact. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  commission: string;

  /** Applied commission rate in percent, exact to 4 decimals. */
  @Column({ type: 'numeric', precision: 8, scale: 4 })
  commissionRate: string;

  @Column({ type: 'varchar', length: 20, default: 'completed' })
  status: TransactionStatus;

  /** The script's llGenerateKey() for this sale; makes recording idempotent per vendor. */
  @Column({ type: 'uuid', nullable: true })
  saleId: string | null;

  /**
   * The region's name. Scripts' calls carry X-SecondLife-Region, "Luna Bay (256768, 261376)": a trigger
   * (transactions_split_region, migration SaleRegionApart) keeps the name here and moves the corner to slRegionX/Y.
   */
  @Column({ type: 'varchar', length: 255, nullable: true })
  slRegion: string | null;

  /** The region's south-west corner on the grid, in metres (X-SecondLife-Region's coordinates); null when not sent. */
  @Column({ type: 'integer', nullable: true })
  slRegionX: number | null;

  @Column({ type: 'integer', nullable: true })
  slRegionY: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  slObjectKey: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  slShard: string | null;

  /** When the sale was fully refunded (its status then refunded); a partial refund leaves it null. */
  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  /** Whole L$ refunded so far, by one refund or several partial ones; the amount itself once fully refunded. */
  @Column({ type: 'integer', default: 0 })
  refundedAmount: number;

  /** Commission credited back so far for the refunded part (refund-commission.ts), exact; all of it once fully refunded. */
  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0 })
  refundedCommission: string;

  /** A gift: the avatar who received the item (lower case) and their name; the buyer paid. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  giftTo: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  giftToName: string | null;

  /** L$ paid in-world, or spent from a gift card. */
  @Column({ type: 'varchar', length: 20, default: 'lindens' })
  paidWith: PaymentMethod;

  /** Who gives the item: the vendor (it holds it) or a delivery box (docs/decisions/0090-central-delivery.md). */
  @Column({ type: 'varchar', length: 10, default: 'vendor' })
  delivery: SaleDelivery;

  /** The promotion that lowered the price, if any: `amount` is the price after it, `discountAmount` the L$ taken off. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  discountKind: DiscountKind | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  discountCode: string | null;

  @Column({ type: 'integer', default: 0 })
  discountAmount: number;

  /**
   * The L$ paid were neither the product's list price, nor its price due after the discount, nor a catalogue price held
   * for the sale: recorded all the same (the L$ were paid), flagged for the merchant (docs/decisions/0094-price-mismatch.md).
   */
  @Column({ type: 'boolean', default: false })
  priceMismatch: boolean;

  /** The product's list price when the sale was recorded (whole L$); null without a product. */
  @Column({ type: 'integer', nullable: true })
  listPrice: number | null;

  /** Where the sale was made: by an in-world vendor, or on the SL Marketplace (reported by its notification service). */
  @Column({ type: 'varchar', length: 20, default: 'in-world' })
  source: SaleSource;

  /** The Marketplace's TransactionID of a Marketplace sale; null for in-world sales. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  marketplaceTransactionId: string | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
