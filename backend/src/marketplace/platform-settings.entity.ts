import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one row of platform-wide switches the admins set; read as its defaults until it is first saved. */
@Entity('platform_settings')
@Check('CHK_platform_settings_one_row', '"id" = 1')
export class PlatformSettings {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  /** SL Marketplace sales carry no commission (0.00 at rate 0) instead of being priced like in-world sales. */
  @Column({ type: 'boolean', default: false })
  marketplaceCommissionExempt: boolean;

  /** The avatar merchants' vendors pay commission to (key lower case, and name); null until an admin sets it. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  collectionAvatarKey: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  collectionAvatarName: string | null;

  /** Days unpaid commission may wait before a merchant's vendors are paused; null: never (the default). */
  @Column({ type: 'integer', nullable: true })
  commissionGraceDays: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
