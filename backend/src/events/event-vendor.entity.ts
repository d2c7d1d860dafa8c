import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { Vendor } from '../vendors/vendor.entity';
import { ShoppingEvent } from './event.entity';

/** A vendor taking part in an event, at the commission rate it accepted when joining. */
@Entity('event_vendors')
export class EventVendor {
  @PrimaryColumn({ type: 'integer' })
  eventId: number;

  @Index()
  @PrimaryColumn({ type: 'integer' })
  vendorId: number;

  @ManyToOne(() => ShoppingEvent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: ShoppingEvent;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  @Column({ type: 'numeric', precision: 5, scale: 2 })
  acceptedCommissionRate: string;

  @CreateDateColumn({ type: 'timestamptz' })
  joinedAt: Date;
}
