import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { PrimaryGeneratedColumnNumericOptions } from 'typeorm/decorator/options/PrimaryGeneratedColumnNumericOptions';

import { BIGINT_ID } from '../common/ids/bigint-id';
import { User } from '../users/user.entity';
import { ReconciliationUpload } from './reconciliation-upload.entity';

export const LINE_RESOLUTIONS = ['recorded_sale', 'not_a_sale', 'linked'] as const;
export type LineResolution = (typeof LINE_RESOLUTIONS)[number];

/**
 * A line of a merchant's Second Life transaction history, kept after Second Life's own window closes. Known once per
 * merchant (`dedupeKey`: SL's transaction id, else a hash of the line); matched with at most one record of the
 * platform (`matchKind` + `matchedId`: a sale, a refund, a payout), or resolved by the merchant.
 */
@Entity('reconciliation_lines')
@Index('UQ_reconciliation_lines_owner_key', ['ownerId', 'dedupeKey'], { unique: true })
@Index('UQ_reconciliation_lines_owner_match', ['ownerId', 'matchKind', 'matchedId'], { unique: true, where: '"matchKind" IS NOT NULL' })
@Index('IDX_reconciliation_lines_owner_occurred', ['ownerId', 'occurredAt', 'id'])
export class ReconciliationLine {
  @PrimaryGeneratedColumn({
    type: 'bigint',
    transformer: BIGINT_ID,
    primaryKeyConstraintName: 'PK_reconciliation_lines',
  } as PrimaryGeneratedColumnNumericOptions)
  id: number;

  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_reconciliation_lines_owner' })
  owner?: User;

  /** The upload that first brought the line. */
  @Column({ type: 'integer' })
  uploadId: number;

  @ManyToOne(() => ReconciliationUpload, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'uploadId', foreignKeyConstraintName: 'FK_reconciliation_lines_upload' })
  upload?: ReconciliationUpload;

  @Column({ type: 'varchar', length: 80 })
  dedupeKey: string;

  /** The line's time, read as SLT (Pacific time) unless the file gave a zone. */
  @Column({ type: 'timestamptz' })
  occurredAt: Date;

  @Column({ type: 'varchar', length: 500, nullable: true })
  type: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  otherParty: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  region: string | null;

  /** Whole L$, signed: received positive, paid negative. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'integer', nullable: true })
  balance: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  slTransactionId: string | null;

  /** What the line was matched with: 'sale', 'refund', 'payout' (more kinds may come), and that record's id. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  matchKind: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: BIGINT_ID })
  matchedId: number | null;

  /** How the merchant resolved an unmatched line, by whom, when and why. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  resolution: LineResolution | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  resolutionNote: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  resolvedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
