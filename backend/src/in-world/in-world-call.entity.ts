import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One call from an in-world script, kept for Requests Today, Error Rate and last_request. */
@Entity('in_world_calls')
@Index(['userId', 'createdAt'])
// The activity monitor's refused and throttled calls, newest first, without reading the calls that succeeded.
@Index('IDX_in_world_calls_refused', ['createdAt'], { where: '"statusCode" >= 400' })
export class InWorldCall {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** Owner of the API key used; null when no valid key was sent. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  userId: string | null;

  @Column({ type: 'integer', nullable: true })
  vendorId: number | null;

  @Column({ type: 'varchar', length: 100 })
  endpoint: string;

  @Column({ type: 'smallint' })
  statusCode: number;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
