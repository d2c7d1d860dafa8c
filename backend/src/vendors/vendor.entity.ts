import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { User } from '../users/user.entity';

export const VENDOR_KINDS = ['in-world', 'marketplace'] as const;
export type VendorKind = (typeof VENDOR_KINDS)[number];

/** The name of the vendor row that holds a merchant's SL Marketplace sales. */
export const MARKETPLACE_VENDOR_NAME = 'SL Marketplace';

@Entity('vendors')
@Check('CHK_vendors_kind', `"kind" IN ('in-world', 'marketplace')`)
// At most one Marketplace vendor per merchant, created with their first Marketplace sale.
@Index('IDX_vendors_one_marketplace', ['ownerId'], { unique: true, where: `"kind" = 'marketplace'` })
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

  /**
   * 'in-world': a vendor object the merchant manages. 'marketplace': the row that holds their SL Marketplace sales; it
   * is never listed, counted among vendors or accepted from a script.
   */
  @Column({ type: 'varchar', length: 20, default: 'in-world' })
  kind: VendorKind;

  /** The key the in-world vendor script sends as vendor_id. */
  @Index({ unique: true })
  @Column({ type: 'uuid' })
  lslKey: string;

  /** The inventory names the vendor object reported holding (PUT /api/lsl/vendors/inventory); null: never reported, so a box delivers its sales. */
  @Column({ type: 'text', array: true, nullable: true })
  inventory: string[] | null;

  @Column({ type: 'timestamptz', nullable: true })
  inventoryUpdatedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
