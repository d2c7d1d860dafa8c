import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { User } from '../users/user.entity';

/**
 * When one of a merchant's vendors was last told to pay commission: the next is told only a minute later, so two
 * vendors asking at once never both pay.
 */
@Entity('commission_due_claims')
export class CommissionDueClaim {
  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'PK_commission_due_claims' })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_commission_due_claims_owner' })
  owner?: User;

  @Column({ type: 'timestamptz' })
  claimedAt: Date;
}
