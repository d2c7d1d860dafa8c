import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import { fitWithinBytes } from '../common/second-life/body-budget';
import type { SecondLifeOrigin } from '../common/second-life/second-life-origin';
import type { DeliveryBox } from '../delivery-boxes/delivery-box.entity';
import { DeliveryBoxesService, UNKNOWN_BOX_KEY } from '../delivery-boxes/delivery-boxes.service';
import { UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import { type InWorldCaller, noteVendor, type ScriptCaller } from '../in-world/in-world-request';
import { InWorldObjectsService } from '../in-world-objects/in-world-objects.service';
import { InWorldNotices } from '../notifications/in-world-notices';
import type { NewNotification } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import { SalesLedgerService } from '../sales/sales-ledger.service';
import { SellingVendors } from '../sales/selling-vendors';
import type { Transaction } from '../sales/transaction.entity';
import { BoxUpdatesLink } from './box-updates';
import type { BuyerPurchaseDto } from './dto/buyer-redelivery.dto';
import type {
  CreateRedeliveryDto,
  PendingRedeliveriesDto,
  PendingRedeliveryDto,
  PurchaseDto,
  PurchasesDto,
  RedeliveryRequestDto,
} from './dto/redelivery-request.dto';
import { RedeliveriesRepository } from './redeliveries.repository';
import { RedeliveryDispatcher } from './redelivery-dispatcher';

export const TRANSACTION_NOT_FOUND = 'Transaction not found.';
export const ONLY_THE_BUYER = 'Only the buyer can request a redelivery.';
export const ONLY_THE_RECIPIENT = "Only the gift's recipient can request its redelivery.";
export const REDELIVERY_NOT_FOUND = 'Redelivery request not found.';
export const NOT_COMPLETED = 'Only a completed purchase can be delivered again.';

// What the delivery box and the terminal can read (lsl/README.md): 2048 bytes by default, 8192 where the terminal raises it.
export const PENDING_LIMIT = 10;
export const PENDING_MAX_BYTES = 2048;
export const PURCHASES_LIMIT = 20;
export const PURCHASES_MAX_BYTES = 8192;

export type RedeliveryOutcome = 'delivered' | 'failed';

/** Who may ask for a purchase again: a gift's item is its recipient's, not the payer's. */
function holderOf(sale: Transaction): string {
  return (sale.giftTo ?? sale.buyerId).toLowerCase();
}

function redeliveryRequested(ownerId: string, requestId: number, sale: Transaction, status: string): NewNotification {
  const buyer = sale.buyerName ? ` by ${sale.buyerName}` : '';
  return {
    userId: ownerId,
    kind: 'redelivery_requested',
    title: `Redelivery requested: #${requestId}`,
    body: `A buyer asked for purchase #${sale.id}${buyer} (L$${sale.amount.toLocaleString('en-US')}) again. Request #${requestId} is ${status === 'assigned' ? 'with a delivery box' : 'waiting for a delivery box'}.`,
    link: '/redelivery',
    metadata: { redeliveryId: requestId, transactionId: sale.id },
    dedupeKey: `redelivery_requested:${requestId}`,
  };
}

function redeliveryFailed(ownerId: string, requestId: number, box: DeliveryBox | null, reason: string | null): NewNotification {
  return {
    userId: ownerId,
    kind: 'redelivery_failed',
    title: `Redelivery #${requestId} failed`,
    body: `${box ? `Delivery box ${box.name}` : 'A delivery box'} could not deliver request #${requestId}${reason ? `: ${reason.trim().replace(/([^.!?])$/, '$1.')}` : '.'} Retry it on the Redelivery page once the box is fixed.`,
    link: '/redelivery',
    metadata: { redeliveryId: requestId, boxId: box?.id ?? null },
    dedupeKey: `redelivery_failed:${requestId}`,
  };
}

@Injectable()
export class RedeliveryRequestsService {
  constructor(
    private readonly ledger: SalesLedgerService,
    private readonly requests: RedeliveriesRepository,
    private readonly boxes: DeliveryBoxesService,
    private readonly objects: InWorldObjectsService,
    private readonly vendors: SellingVendors,
    private readonly dispatcher: RedeliveryDispatcher,
    private readonly updates: BoxUpdatesLink,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly notices: InWorldNotices,
  ) {}

  /**
   * Files a request (the buyer through a terminal or a vendor, or the merchant by hand) and hands it to a box;
   * an open request for the purchase is returned instead.
   */
  async create(caller: InWorldCaller, dto: CreateRedeliveryDto): Promise<RedeliveryRequestDto> {
    if (caller.kind === 'anonymous') throw new Error('Redelivery requests need an API key or a signed-in merchant.');
    const ownerId = caller.kind === 'script' ? caller.owner.id : caller.user.id;
    if (caller.kind === 'script' && dto.requested_by === undefined) {
      const message = "requested_by is required: the buyer's avatar key";
      throw new BadRequestException({ message, fieldErrors: { requested_by: [message] } });
    }

    const sale = await this.ledger.findSaleOfOwner(dto.transaction_id, ownerId);
    if (!sale) throw new NotFoundException(TRANSACTION_NOT_FOUND);
    if (caller.kind === 'script') noteVendor(caller, sale.vendorId);
    const requestedBy = caller.kind === 'script' ? dto.requested_by! : caller.user.id;
    if (caller.kind === 'script' && requestedBy !== holderOf(sale)) throw new ForbiddenException(sale.giftTo ? ONLY_THE_RECIPIENT : ONLY_THE_BUYER);
    if (sale.status !== 'completed') throw new ConflictException(NOT_COMPLETED);
    // A buyer asking (through a terminal or a vendor) is news to the merchant; the merchant's own request is not.
    return this.file(ownerId, sale, requestedBy, caller.kind === 'script');
  }

  /**
   * A buyer on the page of their web link (buyer-redeliveries.service.ts): the same request as through a terminal.
   * Another avatar's or another merchant's purchase is not found.
   */
  async createForBuyer(ownerId: string, avatarKey: string, transactionId: number): Promise<RedeliveryRequestDto> {
    const sale = await this.ledger.findSaleOfOwner(transactionId, ownerId);
    if (!sale || holderOf(sale) !== avatarKey) throw new NotFoundException(TRANSACTION_NOT_FOUND);
    if (sale.status !== 'completed') throw new ConflictException(NOT_COMPLETED);
    return this.file(ownerId, sale, avatarKey, true);
  }

  /** The buyer's completed purchases from the owner's vendors for their web page, each with its open request's status. */
  async purchasesForBuyer(ownerId: string, avatarKey: string, limit: number): Promise<BuyerPurchaseDto[]> {
    const rows = await this.ledger.purchasesOfBuyer(ownerId, avatarKey, null, limit);
    const open = await this.requests.openStatuses(rows.map((row) => row.transactionId));
    return rows.map((row) => ({
      transactionId: row.transactionId,
      productName: row.productName ?? `Purchase #${row.transactionId}`,
      amount: row.amount,
      date: row.date,
      redelivery: open.get(row.transactionId) ?? null,
    }));
  }

  /** Files a request for the purchase and hands it to a box; an open request for the purchase is returned instead. */
  private async file(ownerId: string, sale: Transaction, requestedBy: string, tellMerchant: boolean): Promise<RedeliveryRequestDto> {
    // The open request can close between a refused insert and the read: then a new one may be filed.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const filed = await this.requests.insertUnlessOpen(sale.id, requestedBy, this.clock.now());
      if (filed) {
        await this.dispatcher.dispatch(ownerId);
        const handed = await this.requests.findOfOwner(filed.id, ownerId);
        const status = handed?.status ?? filed.status;
        if (tellMerchant) await this.notifications.notifyAfterwards(redeliveryRequested(ownerId, filed.id, sale, status));
        return { id: filed.id, status };
      }
      const open = await this.requests.findOpen(sale.id);
      if (open) return open;
    }
    throw new Error(`Could not file or find an open redelivery request for transaction ${sale.id}.`);
  }

  /**
   * What the platform handed to this box: first any hand-out due (this poll proves the box is alive). Redeliveries
   * come first; update deliveries (kind "update", update-broadcasts/) fill the rest of the page.
   */
  async pendingForBox(caller: ScriptCaller, boxKey: string, origin: SecondLifeOrigin, withNotices = false): Promise<PendingRedeliveriesDto> {
    const box = await this.ownedBox(caller, boxKey);
    if (origin.objectKey) await this.objects.touch(caller.owner.id, origin.objectKey.toLowerCase(), this.clock.now());
    await this.dispatcher.dispatch(caller.owner.id);
    const rows = await this.requests.assignedToBox(box.id, PENDING_LIMIT);
    // A sale's delivery (decision 0090) is reported like a redelivery; its kind tells the box to say "your purchase".
    const requests: PendingRedeliveryDto[] = rows.map((row) => ({
      id: row.id,
      buyer: row.buyer,
      item: row.item,
      ...(row.kind === 'sale' ? { kind: 'sale' as const } : {}),
    }));
    const updates = await this.updates.forBox(caller.owner.id, box.id, PENDING_LIMIT - requests.length);
    for (const update of updates) requests.push({ id: update.id, buyer: update.avatarKey, item: update.itemName, kind: 'update' });
    const answer: PendingRedeliveriesDto = { requests: fitWithinBytes(requests, (kept) => ({ requests: kept }), PENDING_MAX_BYTES) };
    if (!withNotices) return answer;
    // In-world notifications for the owner's instant messages, in what is left of the answer's bytes.
    const notices = await this.notices.handOut(
      caller.owner.id,
      (texts) => Buffer.byteLength(JSON.stringify({ ...answer, notices: texts }), 'utf8') <= PENDING_MAX_BYTES,
    );
    return notices.length > 0 ? { ...answer, notices } : answer;
  }

  /** A box's report. The same report twice gets the same answer; the other report on a closed request, 409. */
  async report(caller: ScriptCaller, id: number, outcome: RedeliveryOutcome, reason: string | null, boxKey: string | undefined): Promise<RedeliveryRequestDto> {
    const box = boxKey === undefined ? null : await this.ownedBox(caller, boxKey);
    const request = await this.requests.findOfOwner(id, caller.owner.id);
    if (!request) throw new NotFoundException(REDELIVERY_NOT_FOUND);
    noteVendor(caller, request.vendorId);
    const target = outcome === 'delivered' ? 'completed' : 'failed';
    const closed = await this.requests.closeIfOpen(id, target, reason, box?.id ?? null, this.clock.now());
    if (closed && outcome === 'failed') await this.notifications.notifyAfterwards(redeliveryFailed(caller.owner.id, id, box, reason));
    if (closed) return closed;
    const current = await this.requests.findOfOwner(id, caller.owner.id);
    if (current?.status === target) return { id: current.id, status: current.status };
    throw new ConflictException(`This redelivery request is already ${current?.status ?? 'closed'}.`);
  }

  async purchases(caller: ScriptCaller, buyer: string, vendorKey: string | undefined): Promise<PurchasesDto> {
    let vendorId: number | null = null;
    if (vendorKey !== undefined) {
      const vendor = await this.vendors.find(vendorKey);
      if (!vendor || vendor.ownerId !== caller.owner.id) throw new NotFoundException(UNKNOWN_VENDOR_KEY);
      noteVendor(caller, vendor.id);
      vendorId = vendor.id;
    }
    const rows = await this.ledger.purchasesOfBuyer(caller.owner.id, buyer, vendorId, PURCHASES_LIMIT);
    const purchases: PurchaseDto[] = rows.map((row) => ({
      transaction_id: row.transactionId,
      // The terminal shows the item as a button label: a sale recorded without a product still needs one.
      item: row.item ?? `Purchase #${row.transactionId}`,
      amount: row.amount,
      date: row.date,
    }));
    return { purchases: fitWithinBytes(purchases, (kept) => ({ purchases: kept }), PURCHASES_MAX_BYTES) };
  }

  private async ownedBox(caller: ScriptCaller, boxKey: string): Promise<DeliveryBox> {
    const box = await this.boxes.findOwnedByKey(caller.owner.id, boxKey);
    // Another merchant's box key gets the same answer as a key that does not exist.
    if (!box) throw new NotFoundException(UNKNOWN_BOX_KEY);
    return box;
  }
}
