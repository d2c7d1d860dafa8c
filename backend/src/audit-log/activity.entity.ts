import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The platform's activity log and audit log: who did what to what, written in the same database transaction as the
 * change it records. Rows are never changed or deleted (a trigger refuses it; migration AuditLog).
 */
@Entity('activities')
@Index('IDX_activities_type_created', ['activityType', 'createdAt'])
@Index('IDX_activities_target', ['targetType', 'targetId'])
export class Activity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 64 })
  activityType: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;

  /** What the action was done to ('user', 'transaction', 'api_key', 'vendor', 'commission_config', ...) and its id. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  targetType: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
