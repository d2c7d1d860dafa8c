import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock';
import { fitWithinBytes } from './body-budget';
import type {
  CreateRedeliveryDto,
  PendingRedeliveriesDto,
  PendingRedeliveryDto,
  PurchaseDto,
  PurchasesDto,
  RedeliveryRequestDto,
} from './dto/redelivery-request.dto';
import { type InWorldCaller, noteVendor, type ScriptCaller } from './in-world-request';
import { RedeliveryRequestsRepository } from './redelivery-requests.repository';

export const TRANSACTION_NOT_FOUND = 'Transaction not found.';
export const ONLY_THE_BUYER = 'Only the buyer can request a redelivery.';
export const REDELIVERY_NOT_FOUND = 'Redelivery request not found.';
export const NOT_COMPLETED = 'Only a completed purchase can be delivered again.';

// What the delivery box and the terminal can read (lsl/README.md): 2048 bytes by default, 8192 where the terminal raises it.
export const PENDING_LIMIT = 10;
export const PENDING_MAX_BYTES = 2048;
export const PURCHASES_LIMIT = 20;
export const PURCHASES_MAX_BYTES = 8192;

export type RedeliveryOutcome = 'delivered' | 'failed';

@Injectable()
export class RedeliveryRequestsService {
  constructor(
    private readonly requests: RedeliveryRequestsRepository,
    private readonly clock: Clock,
  ) {}

  /** Files a request (the buyer through a terminal, or the merchant by hand); an open request for the purchase is returned instead. */
  async create(caller: InWorldCaller, dto: CreateRedeliveryDto): Promise<RedeliveryRequestDto> {
    if (caller.kind === 'anonymous') throw new Error('Redelivery requests need an API key or a signed-in merchant.');
    const ownerId = caller.kind === 'script' ? caller.owner.id : caller.user.id;
    if (caller.kind === 'script' && dto.requested_by === undefined) {
      const message = "requested_by is required: the buyer's avatar key";
      throw new BadRequestException({ message, fieldErrors: { requested_by: [message] } });
    }

    const sale = await this.requests.findTransactionOfOwner(dto.transaction_id, ownerId);
    if (!sale) throw new NotFoundException(TRANSACTION_NOT_FOUND);
    if (caller.kind === 'script') noteVendor(caller, sale.vendorId);
    const requestedBy = caller.kind === 'script' ? dto.requested_by! : caller.user.id;
    if (caller.kind === 'script' && requestedBy !== sale.buyerId.toLowerCase()) throw new ForbiddenException(ONLY_THE_BUYER);
    if (sale.status !== 'completed') throw new ConflictException(NOT_COMPLETED);

    // The open request can close between a refused insert and the read: then a new one may be filed.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const filed = await this.requests.insertUnlessOpen(sale.id, requestedBy, this.clock.now());
      if (filed) return filed;
      const open = await this.requests.findOpen(sale.id);
      if (open) return open;
    }
    throw new Error(`Could not file or find an open redelivery request for transaction ${sale.id}.`);
  }

  async pending(caller: ScriptCaller): Promise<PendingRedeliveriesDto> {
    const rows = await this.requests.pendingOfOwner(caller.owner.id, PENDING_LIMIT);
    const requests: PendingRedeliveryDto[] = rows.map((row) => ({ id: row.id, buyer: row.buyer, item: row.item }));
    return { requests: fitWithinBytes(requests, (kept) => ({ requests: kept }), PENDING_MAX_BYTES) };
  }

  /** The delivery box's report. The same report twice gets the same answer; the other report on a closed request, 409. */
  async report(caller: ScriptCaller, id: number, outcome: RedeliveryOutcome, reason: string | null): Promise<RedeliveryRequestDto> {
    const request = await this.requests.findOfOwner(id, caller.owner.id);
    if (!request) throw new NotFoundException(REDELIVERY_NOT_FOUND);
    noteVendor(caller, request.vendorId);
    const target = outcome === 'delivered' ? 'completed' : 'failed';
    const closed = await this.requests.closeIfOpen(id, target, reason, this.clock.now());
    if (closed) return closed;
    const current = await this.requests.findOfOwner(id, caller.owner.id);
    if (current?.status === target) return { id: current.id, status: current.status };
    throw new ConflictException(`This redelivery request is already ${current?.status ?? 'closed'}.`);
  }

  async purchases(caller: ScriptCaller, buyer: string): Promise<PurchasesDto> {
    const rows = await this.requests.purchasesOfBuyer(caller.owner.id, buyer, PURCHASES_LIMIT);
    const purchases: PurchaseDto[] = rows.map((row) => ({
      transaction_id: row.transactionId,
      // The terminal shows the item as a button label: a sale recorded without a product still needs one.
      item: row.item ?? `Purchase #${row.transactionId}`,
      amount: row.amount,
      date: row.date,
    }));
    return { purchases: fitWithinBytes(purchases, (kept) => ({ purchases: kept }), PURCHASES_MAX_BYTES) };
  }
}
