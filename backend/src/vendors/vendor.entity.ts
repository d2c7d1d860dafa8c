import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../users/user.entity';

@Entity('vendors')
export class Vendor {
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

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  slLocation: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Set while the owner has paused all their vendors; kept apart from isActive so a resume restores each vendor's own switch. */
  @Column({ type: 'timestamptz', nullable: true })
  pausedAt: Date | null;

  /** The key the in-world vendor script sends as vendor_id. */
  @Index({ unique: true })
  @Column({ type: 'uuid' })
  lslKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
