import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

/** An online vendor of the owner whose payouts cannot go out, and why. */
export interface VendorThatCannotPayRow {
  vendorId: number;
  vendorName: string;
  reason: 'no_payouts_script' | 'no_permission';
}

import { OrderSecret } from './order-secret.entity';

/** Where a payouts script sits: a vendor (all its payouts), or a delivery box (the refunds no vendor is online to send). */
export type PayoutHolder = { kind: 'vendor' | 'box'; id: number; key: string; ownerId: string };

function keyOf(holder: PayoutHolder): { vendorKey: string } | { boxKey: string } {
  return holder.kind === 'vendor' ? { vendorKey: holder.key } : { boxKey: holder.key };
}

@Injectable()
export class OrderSecretsRepository {
  constructor(@InjectRepository(OrderSecret) private readonly secrets: Repository<OrderSecret>) {}

  /** Stores the object's secret unless it has one for this vendor's (or box's) key: true when this one was stored. */
  async insertIfNone(holder: PayoutHolder, objectKey: string, secret: string): Promise<boolean> {
    const row =
      holder.kind === 'vendor'
        ? { vendorId: holder.id, vendorKey: holder.key, objectKey, secret }
        : { boxId: holder.id, boxKey: holder.key, objectKey, secret };
    const result = await this.secrets.createQueryBuilder().insert().values(row).orIgnore().returning('id').execute();
    return (result.raw as unknown[]).length > 0;
  }

  async secretOf(holder: PayoutHolder, objectKey: string): Promise<string | null> {
    const row = await this.secrets.findOne({ select: { secret: true }, where: { ...keyOf(holder), objectKey } });
    return row?.secret ?? null;
  }

  /** Notes that the object asked for its orders, and whether its script could pay (null: a script that does not say). */
  async recordAsk(holder: PayoutHolder, objectKey: string, canPay: boolean | null, at: Date): Promise<void> {
    await this.secrets.update({ ...keyOf(holder), objectKey }, { canPay, askedAt: at });
  }

  /**
   * The owner's vendors seen in-world since `onlineSince` that cannot pay: no payouts script has asked for a secret with
   * the vendor's current key, or the one that asked last had no permission to pay L$. By name.
   */
  vendorsThatCannotPay(ownerId: string, onlineSince: Date): Promise<VendorThatCannotPayRow[]> {
    return this.secrets.manager.query(
      `SELECT v.id AS "vendorId", v.name AS "vendorName",
              CASE WHEN last.id IS NULL THEN 'no_payouts_script' ELSE 'no_permission' END AS reason
       FROM vendors v
       LEFT JOIN LATERAL (
         SELECT s.id, s."canPay" FROM order_secrets s WHERE s."vendorId" = v.id AND s."vendorKey" = v."lslKey"
         ORDER BY s."askedAt" DESC NULLS LAST, s.id DESC LIMIT 1) last ON true
       WHERE v."ownerId" = $1 AND v.kind = 'in-world'
         AND EXISTS (SELECT 1 FROM in_world_objects w
                     WHERE w."vendorId" = v.id AND w.kind = 'vendor' AND NOT w.demo AND w."lastSeenAt" > $2)
         AND (last.id IS NULL OR last."canPay" = false)
       ORDER BY v.name, v.id`,
      [ownerId, onlineSince],
    );
  }
}
