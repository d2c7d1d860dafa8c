import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type UserRole = 'vendor' | 'admin';

@Entity('users')
export class User {
  /** The identity provider's subject (`sub` claim). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Index()
  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'varchar', length: 10, default: 'vendor' })
  role: UserRole;

  /** The admin role came from ADMIN_EMAILS (and ends when the address leaves the list), not from an administrator. */
  @Column({ type: 'boolean', default: false })
  adminFromEmailList: boolean;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: true })
  emailTransactions: boolean;

  @Column({ type: 'boolean', default: true })
  emailRedeliveries: boolean;

  @Column({ type: 'boolean', default: false })
  emailEvents: boolean;

  @Column({ type: 'boolean', default: true })
  inWorldNotifications: boolean;

  /** Minutes a sale's item may wait for a delivery box before the merchant is alerted (docs/decisions/0090-central-delivery.md). */
  @Column({ type: 'integer', default: 10 })
  saleDeliveryAlertMinutes: number;

  /** Minutes without a heartbeat after which an object is told offline (11: two missed heartbeats, the least). */
  @Column({ type: 'integer', default: 11 })
  offlineAlertMinutes: number;

  /** Percent with 2 decimals, kept as the exact decimal string PostgreSQL returns. */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: () => '5.00' })
  defaultCommissionRate: string;

  /** Promotions add up on a sale (each taken off the list price) instead of the best single one applying. */
  @Column({ type: 'boolean', default: false })
  stackDiscounts: boolean;

  /** The secret part of the merchant's Marketplace notification address (/api/marketplace/ans/{token}); null until first asked for. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  marketplaceToken: string | null;

  /** The salt the Marketplace signs each notification with (X-ANS-Verify-Hash); shown to the merchant to paste there. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  marketplaceSalt: string | null;

  /** Tokens issued at or before this instant are refused (sign out of all sessions). */
  @Column({ type: 'timestamptz', nullable: true })
  sessionsRevokedAt: Date | null;

  /** Fingerprint of the identity claims last applied, so profile edits are not overwritten by unchanged claims. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  claimsFingerprint: string | null;

  /** Set when the account was deleted: personal data is gone, the row stays for sales history. */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
