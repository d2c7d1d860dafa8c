import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { Vendor } from '../vendors/vendor.entity';

/**
 * The secret an in-world object checks the platform's payout orders with (docs/decisions/0097-signed-payout-orders.md).
 * Issued once per object and vendor key: rotating the vendor's key lets the object ask for a new one.
 */
@Entity('order_secrets')
@Index(['vendorKey', 'objectKey'], { unique: true })
export class OrderSecret {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  /** The vendor's key when the secret was issued: a secret of an earlier key is never used again. */
  @Column({ type: 'uuid' })
  vendorKey: string;

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
