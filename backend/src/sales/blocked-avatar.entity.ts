import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { User } from '../users/user.entity';

/** An avatar a merchant will not sell to: their vendors refuse (and refund) the avatar's payments with `message`. */
@Entity('blocked_avatars')
export class BlockedAvatar {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId' })
  owner?: User;

  /** The avatar's key (a UUID, lower case). */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  avatarKey: string;

  /** The name the merchant knows them by, for the list. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  avatarName: string | null;

  /** What the vendor says to them when it refunds a payment. */
  @Column({ type: 'varchar', length: 200 })
  message: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
