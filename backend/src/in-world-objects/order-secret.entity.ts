import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { DeliveryBox } from '../delivery-boxes/delivery-box.entity';
import { Vendor } from '../vendors/vendor.entity';

/**
 * The secret an in-world object checks the platform's payout orders with (docs/decisions/0097-signed-payout-orders.md).
 * Issued once per object and vendor key (or delivery box key, for a box's payouts script): rotating the key lets the
 * object ask for a new one.
 */
@Entity('order_secrets')
@Check('CHK_order_secrets_holder', `("vendorId" IS NULL AND "vendorKey" IS NULL) <> ("boxId" IS NULL AND "boxKey" IS NULL)`)
@Index(['vendorKey', 'objectKey'], { unique: true })
@Index(['boxKey', 'objectKey'], { unique: true })
export class OrderSecret {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer', nullable: true })
  vendorId: number | null;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  /** The vendor's key when the secret was issued: a secret of an earlier key is never used again. */
  @Column({ type: 'uuid', nullable: true })
  vendorKey: string | null;

  /** The delivery box whose payouts script holds the secret (it sends the refunds no vendor is online to send). */
  @Index()
  @Column({ type: 'integer', nullable: true })
  boxId: number | null;

  @ManyToOne(() => DeliveryBox, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'boxId' })
  box?: DeliveryBox;

  /** The box's key when the secret was issued. */
  @Column({ type: 'uuid', nullable: true })
  boxKey: string | null;

  @Column({ type: 'uuid' })
  objectKey: string;

  /** 64 hexadecimal characters (32 random bytes): the HMAC-SHA256 key. */
  @Column({ type: 'varchar', length: 64 })
  secret: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Whether the object's payouts script had permission to pay L$ (PERMISSION_DEBIT) when it last asked for orders. */
  @Column({ type: 'boolean', nullable: true })
  canPay: boolean | null;

  /** When the object last asked for its orders. */
  @Column({ type: 'timestamptz', nullable: true })
  askedAt: Date | null;
}
