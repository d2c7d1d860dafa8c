import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { User } from '../users/user.entity';
import type { ColumnMapping } from './history-csv';

/** The columns a merchant mapped once for a history file whose headers were not recognised; used for later uploads. */
@Entity('reconciliation_mappings')
export class ReconciliationMapping {
  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'PK_reconciliation_mappings' })
  ownerId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_reconciliation_mappings_owner' })
  owner?: User;

  @Column({ type: 'jsonb' })
  mapping: ColumnMapping;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
