import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import { bigintId } from '../common/ids/bigint-id';
import { fitWithinBytes } from '../common/second-life/body-budget';
import type { SecondLifeOrigin } from '../common/second-life/second-life-origin';
import { DeliveryBoxesService, UNKNOWN_BOX_KEY } from '../delivery-boxes/delivery-boxes.service';
import { DomainEvents } from '../event-bus/domain-events';
import type { SellingVendor } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import { OrderSecrets, type PayoutHolder } from '../in-world-objects/order-secrets';
import { NotificationsService } from '../notifications/notifications.service';
import { DEFAULT_PAGE_SIZE } from '../sales/dto/page-query.dto';
import type { PayoutDto } from '../sales/dto/payout.dto';
import { payoutAmount, percentText, saleOverflowMessage, splitsForSale, splitsTotal } from '../sales/payout-arithmetic';
import { RefundOrdersService } from '../sales/refund-orders.service';
import { SellingVendors } from '../sales/selling-vendors';
import type { User } from '../users/user.entity';
import type {
  PartnerPayoutsDto,
  PayoutOrdersDto,
  PayoutPageDto,
  PayoutQueryDto,
  PayoutResultDto,
  PayoutSecretDto,
  RefundOrderResultDto,
  ReportPayoutResultDto,
} from './dto/payouts.dto';
import { PayoutOrderSources, type SourcedOrder } from './payout-order-sources';
import { type PaidPayoutRow, type PayoutRow, ProfitSharingRepository } from './profit-sharing.repository';

export const PAYOUT_NOT_FOUND = 'Payout not found.';
export const UNKNOWN_PAYOUT = 'Unknown payout.';
/** Payout orders an object gets at once, and the bytes they may take in the answer (payouts.lsl reads 2048). */
export const DUE_PAYOUTS_PER_ANSWER = 10;
export const DUE_PAYOUTS_MAX_BYTES = 1536;
/**
 * How long a payout order stands. payouts.lsl keeps a payout it made for longer (DONE_SECONDS there), so an order seen
 * again is always either known or expired; it also refuses an order expiring further ahead than this allows.
 */
export const ORDER_SECONDS = 600;
export const FAILED_WITHOUT_REASON = 'The vendor reported that the transfer failed.';
export const VENDOR_ID_REQUIRED =
  "vendor_id is required: the paying vendor's LSL key (or box_id, the delivery box's key, for a payouts script in a delivery box)";
export const ONE_PAYING_OBJECT = 'Send vendor_id or box_id, not both: a payouts script sits in one vendor or in one delivery box.';
export const BOX_PAYS_REFUNDS_ONLY = "A delivery box's payouts script sends buyers' refunds only: partners are paid by the vendors.";

/** The keys a payouts script names itself by: its vendor's, or its delivery box's. */
export interface PayingObjectKeys {
  vendor_id?: string;
  box_id?: string;
}

export function toPayoutDto(row: PayoutRow): PayoutDto {
  return {
    id: bigintId(row.id),
    transactionId: bigintId(row.transactionId),
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    productId: row.productId,
    productName: row.productName,
    avatarKey: row.avatarKey,
    avatarName: row.avatarName,
    percent: percentText(row.percent),
    amount: row.amount,
    status: row.status,
    transactionKey: row.transactionKey,
    reason: row.reason,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The payouts sales owe partners: the merchant's ledger and retries, and the vendor's side (what to pay, what it
 * paid). A payout is paid at most once: the vendor pays by payout id, a report of a payout already paid changes
 * nothing, and only a failed payout can be sent back to the vendor.
 */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly repository: ProfitSharingRepository,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
    private readonly sellingVendors: SellingVendors,
    private readonly secrets: OrderSecrets,
    private readonly refundOrders: RefundOrdersService,
    private readonly sources: PayoutOrderSources,
    private readonly notifications: NotificationsService,
    private readonly boxes: DeliveryBoxesService,
  ) {}

  async page(user: User, query: PayoutQueryDto): Promise<PayoutPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filter = { ownerId: user.id, avatarKey: query.avatarKey, status: query.status };
    const [rows, total] = await Promise.all([this.repository.ledgerPage(filter, (page - 1) * pageSize, pageSize), this.repository.ledgerCount(filter)]);
    return { items: rows.map(toPayoutDto), total, page, pageSize };
  }

  async partners(user: User): Promise<PartnerPayoutsDto[]> {
    const rows = await this.repository.partnerTotals(user.id);
    return rows.map((row) => ({
      avatarKey: row.avatarKey,
      avatarName: row.avatarName,
      due: { count: row.dueCount, amount: Number(row.dueAmount) },
      paid: { count: row.paidCount, amount: Number(row.paidAmount) },
      failed: { count: row.failedCount, amount: Number(row.failedAmount) },
    }));
  }

  /** A sale's payouts, for its details: the caller has already been allowed to see the sale. */
  /** The merchant's payouts paid between two instants (reconciliation matches them with the history's outgoing L$). */
  paidBetween(ownerId: string, from: Date, to: Date): Promise<PaidPayoutRow[]> {
    return this.repository.paidBetween(ownerId, from, to);
  }

  async ofSale(transactionId: number): Promise<PayoutDto[]> {
    return (await this.repository.payoutsOfSale(transactionId)).map(toPayoutDto);
  }

  /**
   * Sends a failed payout back to the vendor (due again, same payout id). One that failed the check of the splits
   * against the commission is recomputed from the splits as they are now, and checked again with the sale's other
   * payouts, so what a sale promises its partners and the platform never passes 100 %.
   */
  async retry(user: User, id: number): Promise<PayoutDto> {
    const at = this.clock.now();
    await this.repository.transaction(async (manager) => {
      const locked = await this.repository.lockForRetry(manager, id, user.id);
      if (!locked) throw new NotFoundException(PAYOUT_NOT_FOUND);
      const { payout, siblings } = locked;
      if (payout.status !== 'failed') throw new ConflictException(`Only a failed payout can be retried; this payout is ${payout.status}.`);
      if (payout.saleStatus !== 'completed') {
        throw new ConflictException(`This sale is ${payout.saleStatus}: its partners are not paid, so the payout cannot be retried.`);
      }
      let recomputed: { percent: string; amount: number; avatarName: string } | null = null;
      if (payout.overLimit) {
        const [vendorShares, productShares] = await Promise.all([
          this.repository.splitsOf({ kind: 'vendor', id: payout.saleVendorId }, manager),
          payout.saleProductId === null ? Promise.resolve([]) : this.repository.splitsOf({ kind: 'product', id: payout.saleProductId }, manager),
        ]);
        const shares = splitsForSale(
          { vendor: vendorShares, products: payout.saleProductId === null ? {} : { [payout.saleProductId]: productShares } },
          payout.saleProductId,
        );
        const share = shares.find((candidate) => candidate.avatarKey === payout.avatarKey);
        if (!share) {
          throw new ConflictException(
            `${payout.avatarName} no longer has a split on these sales: add them back to the splits to retry, or leave the payout failed.`,
          );
        }
        // The splits must fit beside the commission this sale was charged...
        const splits = splitsTotal(shares);
        if (splits.plus(payout.commissionRate).gt(100)) {
          throw new ConflictException(saleOverflowMessage(splits, payout.commissionRate).replace('came to', 'still come to'));
        }
        // ...and so must what the sale already promises its other partners (their splits may have been other ones).
        const others = splitsTotal(siblings.filter((sibling) => sibling.status !== 'failed'));
        const all = others.plus(share.percent).plus(payout.commissionRate);
        if (all.gt(100)) {
          throw new ConflictException(
            `${share.avatarName}'s ${percentText(share.percent)} % with this sale's other payouts (${percentText(others)} %) and the commission charged on it ` +
              `(${percentText(payout.commissionRate)} %) would come to ${percentText(all)} %, ${percentText(all.minus(100))} % over 100 %. Lower the splits, then retry.`,
          );
        }
        const amount = payoutAmount(payout.saleAmount, share.percent);
        if (amount === 0) {
          throw new ConflictException(
            `At ${percentText(share.percent)} % of L$${payout.saleAmount}, ${payout.avatarName}'s share comes to L$0: there is nothing to pay.`,
          );
        }
        recomputed = { percent: share.percent, amount, avatarName: share.avatarName };
      }
      await this.repository.markDue(manager, id, at, recomputed);
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'payout_retried',
          description: `Payout #${id} to ${recomputed?.avatarName ?? payout.avatarName} from sale #${payout.transactionId} sent back to the vendor`,
          metadata: { transactionId: bigintId(payout.transactionId), payoutId: id },
        },
        manager,
      );
    });
    const row = await this.repository.findOfOwner(id, user.id);
    return toPayoutDto(row!);
  }

  /** The vendor reports a transfer it made (or could not make); the same report again changes nothing. */
  async report(ownerId: string, vendorId: number | null, id: number, dto: ReportPayoutResultDto): Promise<PayoutResultDto> {
    const row = await this.repository.report({
      id,
      ownerId,
      vendorId,
      success: dto.success,
      transactionKey: dto.transaction_key ?? null,
      reason: dto.success ? null : (dto.reason ?? FAILED_WITHOUT_REASON),
      at: this.clock.now(),
    });
    if (!row) throw new NotFoundException(UNKNOWN_PAYOUT);
    return { payout_id: bigintId(row.id), status: row.status, amount: row.amount };
  }

  /** The calling object's secret for its vendor's (or delivery box's) payout orders, issued once. */
  async issueSecret(caller: ScriptCaller, named: PayingObjectKeys, origin: SecondLifeOrigin): Promise<PayoutSecretDto> {
    const holder = await this.holderOf(caller, named);
    return { secret: await this.secrets.issue(holder, origin) };
  }

  /**
   * The vendor's refunds, other features' orders (the commission owed) and partners' payouts still to pay, as orders
   * signed for the object asking: refunds first (a buyer waits), each kind oldest first, as many as fit. A delivery box's
   * payouts script gets refunds only: those none of the merchant's vendors is online to send (none while it is switched off).
   */
  async ordersFor(caller: ScriptCaller, named: PayingObjectKeys, origin: SecondLifeOrigin, canPay: boolean | null = null): Promise<PayoutOrdersDto> {
    const holder = await this.holderOf(caller, named);
    const now = this.clock.now();
    const sign = await this.secrets.signerFor(holder, origin, canPay, now);
    const expires = Math.floor(now.getTime() / 1000) + ORDER_SECONDS;
    let due: SourcedOrder[];
    if (holder.kind === 'box') {
      const refunds = holder.active ? await this.refundOrders.dueToBox(holder.id, holder.ownerId, DUE_PAYOUTS_PER_ANSWER + 1) : [];
      due = refunds.map((row) => ({ kind: 'refund' as const, id: row.id, attempt: row.attempts + 1, avatarKey: row.avatarKey, amount: row.amount }));
    } else {
      const vendor: SellingVendor = { id: holder.id, ownerId: holder.ownerId, lslKey: holder.key, isActive: holder.active };
      if (canPay === false) await this.alertCannotPay(vendor, now);
      const refunds = await this.refundOrders.due(vendor.id, DUE_PAYOUTS_PER_ANSWER + 1);
      const sourced = await this.sources.ordersFor(vendor, now);
      const payouts = await this.repository.dueForVendor(vendor.id, DUE_PAYOUTS_PER_ANSWER + 1);
      due = [
        ...refunds.map((row) => ({ kind: 'refund' as const, id: row.id, attempt: row.attempts + 1, avatarKey: row.avatarKey, amount: row.amount })),
        ...sourced,
        ...payouts.map((row) => ({ kind: 'partner' as const, id: row.payout_id, attempt: row.attempts + 1, avatarKey: row.avatar_key, amount: row.amount })),
      ];
    }
    const orders = due.slice(0, DUE_PAYOUTS_PER_ANSWER).map((fields) => ({
      kind: fields.kind,
      payout_id: fields.id,
      attempt: fields.attempt,
      avatar_key: fields.avatarKey,
      amount: fields.amount,
      expires,
      signature: sign({ ...fields, expires }),
    }));
    const kept = fitWithinBytes(orders, (fitting) => ({ orders: fitting, more: true }), DUE_PAYOUTS_MAX_BYTES);
    return { orders: kept, more: due.length > kept.length };
  }

  /**
   * The object a payouts script names: its vendor (vendor_id) or its delivery box (box_id), exactly one, the caller's
   * own (404 for another merchant's, as for a key that does not exist).
   */
  private async holderOf(caller: ScriptCaller, named: PayingObjectKeys): Promise<PayoutHolder & { active: boolean }> {
    if (named.vendor_id !== undefined && named.box_id !== undefined) {
      throw new BadRequestException({ message: ONE_PAYING_OBJECT, fieldErrors: { box_id: [ONE_PAYING_OBJECT] } });
    }
    if (named.box_id !== undefined) {
      const box = await this.boxes.findOwnedByKey(caller.owner.id, named.box_id);
      if (!box) throw new NotFoundException(UNKNOWN_BOX_KEY);
      return { kind: 'box', id: box.id, key: box.boxKey, ownerId: box.ownerId, active: box.isActive };
    }
    if (named.vendor_id === undefined) throw new BadRequestException({ message: VENDOR_ID_REQUIRED, fieldErrors: { vendor_id: [VENDOR_ID_REQUIRED] } });
    const vendor = await this.sellingVendors.ofCaller(caller, named.vendor_id);
    return { kind: 'vendor', id: vendor.id, key: vendor.lslKey, ownerId: vendor.ownerId, active: vendor.isActive };
  }

  /** A vendor whose payouts script may not pay L$: its merchant is told once a day (the Billing page names it meanwhile). */
  private async alertCannotPay(vendor: { id: number; ownerId: string }, now: Date): Promise<void> {
    const name = (await this.repository.vendorOfOwner(vendor.id, vendor.ownerId))?.name ?? 'A vendor';
    await this.notifications.notifyAfterwards({
      userId: vendor.ownerId,
      kind: 'payouts_blocked',
      title: 'A vendor cannot pay',
      body:
        `${name} cannot pay partners, refunds or commission: its payouts script has no permission to pay L$. ` +
        'Touch the vendor in Second Life and grant the permission.',
      link: '/billing',
      metadata: { vendorId: vendor.id },
      dedupeKey: `payouts_blocked:${vendor.id}:${now.toISOString().slice(0, 10)}`,
    });
  }

  /** The payouts script's report of a refund order it carried out (or could not). */
  async reportRefund(caller: ScriptCaller, id: number, dto: ReportPayoutResultDto): Promise<RefundOrderResultDto> {
    const holder = await this.holderOf(caller, dto);
    const order = await this.refundOrders.report(caller.owner.id, holder.kind === 'box' ? { boxId: holder.id } : { vendorId: holder.id }, id, {
      success: dto.success,
      transactionKey: dto.transaction_key ?? null,
      reason: dto.reason ?? null,
    });
    return { refund_id: order.id, status: order.status, amount: order.amount };
  }

  /** How many payouts and refunds the vendor still has to make: its heartbeat's answer says so, and names none. */
  async dueCount(vendorId: number): Promise<number> {
    const [payouts, refunds] = await Promise.all([this.repository.countDueForVendor(vendorId), this.refundOrders.countDue(vendorId)]);
    return payouts + refunds;
  }
}
