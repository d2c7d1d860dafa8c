import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { User } from '../users/user.entity';

/** What a key may do: in-world scripts' calls, or the merchant's REST API, reading only or reading and writing. */
export const API_KEY_SCOPES = ['in-world', 'read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * A key sent as X-Api-Key: by in-world scripts (scope in-world) or by the merchant's own programs (read, write). Only
 * its SHA-256 hash is stored. It works until it is revoked or its expiry passes (a rotated key's expiry is the end of
 * its grace period).
 */
@Entity('api_keys')
@Check('CHK_api_keys_scope', `"scope" IN ('in-world', 'read', 'write')`)
export class ApiKey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'varchar', length: 255 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** The owner's name for the key ("Main store vendors", "Stock sync"). */
  @Column({ type: 'varchar', length: 60, default: 'Scripts' })
  name: string;

  @Column({ type: 'varchar', length: 10, default: 'in-world' })
  scope: ApiKeyScope;

  /** When the key stops working by itself (chosen at creation, or the end of a rotation's grace period); null: never. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** The first characters of the key, shown so the owner can tell keys apart. */
  @Column({ type: 'varchar', length: 32 })
  prefix: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  keyHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
