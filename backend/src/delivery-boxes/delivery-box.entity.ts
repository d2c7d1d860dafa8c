import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { User } from '../users/user.entity';

/** An in-world delivery box: holds copies of the merchant's items and gives them to buyers on request. */
@Entity('delivery_boxes')
export class DeliveryBox {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'ownerId' })
  owner?: User;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** The key delivery-box.lsl sends as box_id. */
  @Index({ unique: true })
  @Column({ type: 'uuid' })
  boxKey: string;

  /** Names of the items the box reported it can give. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  inventory: string[];

  @Column({ type: 'timestamptz', nullable: true })
  inventoryUpdatedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
