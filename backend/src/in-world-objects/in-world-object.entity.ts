import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { DeliveryBox } from '../delivery-boxes/delivery-box.entity';
import type { InWorldObjectKind } from '../in-world/in-world-object-kind';
import { Vendor } from '../vendors/vendor.entity';

/** One in-world object (a vendor, a delivery box or a terminal) as its last heartbeat described it. */
@Entity('in_world_objects')
// Per owner: the object key comes from a header anyone can forge, so one merchant's report never moves another's row.
@Index(['ownerId', 'objectKey'], { unique: true })
export class InWorldObject {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @Column({ type: 'uuid' })
  objectKey: string;

  @Column({ type: 'varchar', length: 20 })
  kind: InWorldObjectKind;

  @Index()
  @Column({ type: 'integer', nullable: true })
  vendorId: number | null;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor;

  @Index()
  @Column({ type: 'integer', nullable: true })
  boxId: number | null;

  @ManyToOne(() => DeliveryBox, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'boxId' })
  box?: DeliveryBox;

  @Column({ type: 'varchar', length: 255 })
  objectName: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  region: string | null;

  /** Region coordinates as LSL prints a vector: "<128.5, 64.25, 22.0>". */
  @Column({ type: 'varchar', length: 100, nullable: true })
  position: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  scriptVersion: string | null;

  /** Sales (or reports) the script holds that the platform has not recorded yet. */
  @Column({ type: 'integer', default: 0 })
  queued: number;

  /** Sales the platform refused for good (a configuration problem) that the script keeps until it can send them. */
  @Column({ type: 'integer', default: 0 })
  parked: number;

  @Column({ type: 'integer', nullable: true })
  freeMemory: number | null;

  /** A delivery box's HTTP-in URL (llRequestURL); null when it has none or it stopped answering. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  url: string | null;

  /** Made up by the demo seed: shown as a demo object, never online, counted, handed work or reported offline. */
  @Column({ type: 'boolean', default: false })
  demo: boolean;

  @Column({ type: 'timestamptz' })
  firstSeenAt: Date;

  @Index()
  @Column({ type: 'timestamptz' })
  lastSeenAt: Date;
}
