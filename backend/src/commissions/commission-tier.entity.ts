import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { CommissionConfig } from './commission-config.entity';

export type DiscountType = 'percentage' | 'fixed';

@Entity('commission_tiers')
export class CommissionTier {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  configId: number;

  @ManyToOne(() => CommissionConfig, (config) => config.tiers, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'configId' })
  config?: CommissionConfig;

  /** Whole L$ of 30-day sales volume from which the tier applies. */
  @Column({ type: 'bigint' })
  minVolume: string;

  @Column({ type: 'varchar', length: 20 })
  discountType: DiscountType;

  /** Percent off the base rate, or L$ off the commission. */
  @Column({ type: 'numeric', precision: 14, scale: 4 })
  discountValue: string;
}
