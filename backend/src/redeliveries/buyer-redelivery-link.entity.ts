import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { User } from '../users/user.entity';

/**
 * A link a buyer got in-world to their purchases from one merchant (docs/decisions/0086-buyer-redelivery-links.md).
 * Only its SHA-256 is kept, so the table holds no usable link.
 */
@Entity('buyer_redelivery_links')
@Index('IDX_buyer_redelivery_links_owner_avatar', ['ownerId', 'avatarKey'])
export class BuyerRedeliveryLink {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_buyer_redelivery_links' })
  id: number;

  /** The merchant whose API key asked for the link. */
  @Column({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_buyer_redelivery_links_owner' })
  owner?: User;

  /** The buyer: the page lists this avatar's purchases only. */
  @Column({ type: 'varchar', length: 36 })
  avatarKey: string;

  /** The terminal or vendor the buyer touched. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  objectKey: string | null;

  /** Hex SHA-256 of the token in the link. */
  @Index('UQ_buyer_redelivery_links_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
