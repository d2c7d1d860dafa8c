import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { User } from '../users/user.entity';

/** One transaction history file a merchant uploaded, with how many of its lines were new. */
@Entity('reconciliation_uploads')
@Index('IDX_reconciliation_uploads_owner', ['ownerId', 'id'])
export class ReconciliationUpload {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_reconciliation_uploads' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_reconciliation_uploads_owner' })
  owner?: User;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  /** Lines read from the file; new ones were added, known ones were there from an earlier upload. */
  @Column({ type: 'integer' })
  lineCount: number;

  @Column({ type: 'integer' })
  newLines: number;

  @Column({ type: 'integer' })
  knownLines: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
