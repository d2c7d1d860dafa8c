import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { Vendor } from '../vendors/vendor.entity';
import { CommissionTier } from './commission-tier.entity';

/** A commission configuration: global when vendorId is null, otherwise for one vendor. */
@Entity('commission_configs')
export class CommissionConfig {
  @PrimaryGeneratedColumn()
  id: number;

  /** 'global' or 'vendor:{id}': one configuration per target. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32 })
  scope: string;

  @Index()
  @Column({ type: 'integer', nullable: true })
  vendorId: number | null;

  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'vendorId' })
  vendor?: Vendor | null;

  /** Fraction, e.g. 0.05. */
  @Column({ type: 'numeric', precision: 7, scale: 6 })
  baseRate: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @OneToMany(() => CommissionTier, (tier) => tier.config, { cascade: true })
  tiers?: CommissionTier[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
