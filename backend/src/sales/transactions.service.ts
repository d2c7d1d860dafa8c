import { BadRequestException, ConflictException, HttpException, HttpStatus, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import Decimal from 'decimal.js';

import { Clock } from '../common/clock';
import { sltDate } from '../common/time/second-life-time';
import type { Tx } from '../database/transaction';
import { type DomainEvent, DomainEvents } from '../event-bus/domain-events';
import { unknownOwner } from '../users/dto/owner.dto';
import { ownerScopeOf } from '../users/owner-scope';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { DEFAULT_PAGE_SIZE } from './dto/page-query.dto';
import type { RefundOrderDto } from './dto/refund-order.dto';
import type { RefundTransactionDto } from './dto/refund-transaction.dto';
import { toTransactionDto, type TransactionDetailsDto, type TransactionDto, type TransactionPageDto, type TransactionRow } from './dto/transaction.dto';
import type { TransactionFilterQueryDto, TransactionListQueryDto } from './dto/transaction-query.dto';
import { type RefundPart, refundPart } from './refund-commission';
import { RefundOrdersService, refundsInWorld } from './refund-orders.service';
import { SalePayoutsLink } from './sale-payouts';
import { decodeCursor, encodeCursor } from './transaction-cursor';
import {
  type PageStart,
  type SaleToRefund,
  type TransactionCursor,
  type TransactionFilter,
  type TransactionSearch,
  type TransactionSort,
  TransactionsRepository,
} from './transactions.repository';
import { transactionCsvStream } from './transactions-csv';

/** Up to this many matching sales the list total is counted exactly; beyond, it is the planner's estimate. */
export const EXACT_TOTAL_LIMIT = 10_000;
const EXPORT_BATCH_SIZE = 2_000;
/** Each running export holds one pooled database connection (of 10) until it ends, so only a few may run at once. */
export const MAX_CONCURRENT_EXPORTS = 3;
export const TOO_MANY_EXPORTS = 'Too many exports are running at once; please try again in a minute.';

export const PARTIAL_REFUND_NEEDS_KEY =
  'A partial refund needs a requestKey: a UUID made once for this refund and sent again if the request is retried, so it is never refunded twice.';

/** 400 for an amount beyond what is left of the sale. */
export function refundAmountError(left: number): BadRequestException {
  const message = `amount must be a whole number of L$ from 1 to ${left}, the part of this sale not yet refunded.`;
  return new BadRequestException({ message, fieldErrors: { amount: [message] } });
}

/**
 * The audit entry of a refund: transaction_refunded when it leaves nothing of the sale (what notifications and sale
 * deliveries act on), transaction_partly_refunded for a part.
 */
function refundEvent(userId: string, sale: SaleToRefund, part: RefundPart): DomainEvent {
  const metadata = { transactionId: sale.id, vendorId: sale.vendorId, amount: sale.amount, commission: sale.commission };
  if (part.completes && sale.refundedAmount === 0) {
    return {
      userId,
      type: 'transaction_refunded',
      description: `Sale #${sale.id} of L$${sale.amount} refunded; commission of L$${sale.commission} reversed`,
      metadata,
      before: { status: 'completed' },
      after: { status: 'refunded' },
    };
  }
  const refunded = sale.refundedAmount + part.amount;
  return {
    userId,
    type: part.completes ? 'transaction_refunded' : 'transaction_partly_refunded',
    description: `L$${part.amount} of sale #${sale.id} of L$${sale.amount} refunded (L$${refunded} in all); commission of L$${part.commission} reversed`,
    metadata: { ...metadata, refundedAmount: part.amount, refundedCommission: part.commission },
    before: { status: 'completed', refundedAmount: sale.refundedAmount },
    after: { status: part.completes ? 'refunded' : 'completed', refundedAmount: refunded },
  };
}

/**
 * '#123' looks up sale 123 (an id beyond Number.MAX_SAFE_INTEGER finds nothing); any other text searches buyer names
 * and ids. Blank text searches nothing.
 */
export function parseTransactionSearch(q: string | undefined): TransactionSearch | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const id = /^#(\d{1,20})$/.exec(text);
  return id ? { kind: 'id', id: Number(id[1]) } : { kind: 'text', text };
}

/** The words of a name search that a trigram index can look up: 3 characters at least. */
export function nameSearchWords(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter((word) => [...word].length >= 3))];
}

@Injectable()
export class TransactionsService {
  private runningExports = 0;

  constructor(
    private readonly transactions: TransactionsRepository,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
    private readonly payouts: SalePayoutsLink,
    private readonly users: UsersService,
    private readonly refundOrders: RefundOrdersService,
  ) {}

  /** The sales with their owners, read in one query for the page. */
  private async toDtos(rows: TransactionRow[]): Promise<TransactionDto[]> {
    const owners = await this.users.ownersByIds(rows.map((row) => row.ownerId));
    return rows.map((row) => toTransactionDto(row, owners.get(row.ownerId) ?? unknownOwner(row.ownerId)));
  }

  async list(user: User, query: TransactionListQueryDto): Promise<TransactionPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filter = await this.filterFor(user, query);
    const sort = this.sortFor(query);
    const start = this.startOf(query.cursor, sort, (page - 1) * pageSize);

    const { rows, counted } =
      filter.search?.kind === 'text' && filter.search.fewMatches
        ? await this.transactions.findFewMatchesPage(filter, sort, start, pageSize, EXACT_TOTAL_LIMIT + 1)
        : await Promise.all([this.transactions.findPage(filter, sort, start, pageSize), this.transactions.countUpTo(filter, EXACT_TOTAL_LIMIT + 1)]).then(
            ([page, count]) => ({ rows: page, counted: count }),
          );
    const totalIsEstimate = counted > EXACT_TOTAL_LIMIT;
    const total = totalIsEstimate ? Math.max(counted, await this.transactions.estimateCount(filter)) : counted;
    const last = rows.at(-1);
    const nextCursor = last && rows.length === pageSize ? encodeCursor({ field: sort.field, order: sort.order, value: last.sortKey, id: last.id }) : null;
    return { items: await this.toDtos(rows), total, totalIsEstimate, page, pageSize, nextCursor };
  }

  async get(user: User, id: number): Promise<TransactionDetailsDto> {
    const row = await this.transactions.findVisible(id, ownerScopeOf(user));
    if (!row) throw new NotFoundException('Transaction not found.');
    const [dto] = await this.toDtos([row]);
    const [payouts, refundOrders] = await Promise.all([this.payouts.ofSale(row.id), this.refundOrders.ofSale(row.id)]);
    return { ...dto, payouts, refundOrder: refundOrders.at(-1) ?? null, refundOrders };
  }

  /**
   * Refunds what is left of a completed sale, or a part of it (docs/decisions/0100-partial-refunds.md). The sale stays
   * completed until its last L$ is refunded, then it is refunded, once; the commission of each refunded part is taken
   * off (refund-commission.ts) and each part paid in L$ at a vendor is an order its payouts script carries out. A request
   * sent again with its requestKey refunds nothing more.
   */
  async refund(user: User, id: number, request: RefundTransactionDto = {}): Promise<TransactionDto> {
    const owner = ownerScopeOf(user);
    return this.transactions.transaction(async (manager) => {
      // The sale's lock orders refunds of one sale one after the other: each sees what the others refunded.
      const sale = await this.transactions.lockForRefund(manager, id, owner);
      if (!sale) throw new NotFoundException('Transaction not found.');
      const requestKey = request.requestKey?.toLowerCase() ?? null;
      const made = requestKey === null ? null : await this.refundOrders.ofRequest(manager, sale.id, requestKey);
      if (made) {
        if (request.amount !== undefined && request.amount !== made.amount) {
          throw new ConflictException(`This requestKey was already used for a refund of L$${made.amount}; make a new key for another refund.`);
        }
        return this.saleDto(id, owner, manager);
      }
      if (sale.status === 'refunded') throw new ConflictException('This sale has already been refunded.');
      if (sale.status !== 'completed') throw new ConflictException(`Only a completed sale can be refunded; this sale is ${sale.status}.`);

      const left = sale.amount - sale.refundedAmount;
      const amount = request.amount ?? left;
      if (amount > left) throw refundAmountError(left);
      if (amount < left && !refundsInWorld(sale)) {
        throw new BadRequestException('Only a sale paid in L$ at a vendor in-world can be refunded in part; leave out amount to refund the whole sale.');
      }
      if (amount < left && requestKey === null) {
        throw new BadRequestException({ message: PARTIAL_REFUND_NEEDS_KEY, fieldErrors: { requestKey: [PARTIAL_REFUND_NEEDS_KEY] } });
      }
      const part: RefundPart =
        left === 0
          ? { amount: 0, commission: new Decimal(sale.commission).minus(sale.refundedCommission).toFixed(2), completes: true }
          : refundPart(sale, amount);
      const at = this.clock.now();
      await this.transactions.addRefundedPart(manager, sale.id, part, at);
      await this.domainEvents.publish(refundEvent(user.id, sale, part), manager);
      // The buyer's L$ go back in-world: the vendor's payouts script carries out the order (one per refund).
      await this.refundOrders.requestFor(manager, sale, part, requestKey, at);
      return this.saleDto(id, owner, manager);
    });
  }

  private async saleDto(id: number, owner: string | null, manager: Tx): Promise<TransactionDto> {
    const row = await this.transactions.findVisible(id, owner, manager);
    const [dto] = await this.toDtos([row!]);
    return dto;
  }

  /** A refund whose transfer failed in-world, asked again: its order goes back to the merchant's vendors. */
  async retryRefund(user: User, id: number): Promise<RefundOrderDto> {
    const sale = await this.transactions.findVisible(id, ownerScopeOf(user));
    if (!sale) throw new NotFoundException('Transaction not found.');
    const orders = await this.refundOrders.retry(sale.id);
    for (const order of orders) {
      await this.domainEvents.publish({
        userId: user.id,
        type: 'refund_retried',
        description: `In-world refund of L$${order.amount} for sale #${sale.id} asked again`,
        metadata: { transactionId: sale.id, vendorId: sale.vendorId, refundOrderId: order.id, amount: order.amount },
        targetType: 'transaction',
        targetId: String(sale.id),
      });
    }
    return orders.at(-1)!;
  }

  /** The matching sales as a CSV download, streamed from a database cursor. */
  async exportCsv(user: User, query: TransactionFilterQueryDto): Promise<StreamableFile> {
    const filter = await this.filterFor(user, query);
    if (this.runningExports >= MAX_CONCURRENT_EXPORTS) throw new HttpException(TOO_MANY_EXPORTS, HttpStatus.TOO_MANY_REQUESTS);
    // The export reads in its own snapshot; the audit entry says who took which sales out, before the first row goes.
    await this.domainEvents.publish({
      userId: user.id,
      type: 'transactions_exported',
      description: 'Sales exported as CSV',
      metadata: { filters: { ...query } },
      targetType: 'transactions',
    });
    this.runningExports += 1;
    let cursor: TransactionCursor;
    try {
      cursor = await this.transactions.openCursor(filter, this.sortFor(query));
    } catch (error) {
      this.runningExports -= 1;
      throw error;
    }
    let finished = false;
    const counted: TransactionCursor = {
      next: (count) => cursor.next(count),
      close: async () => {
        try {
          await cursor.close();
        } finally {
          if (!finished) this.runningExports -= 1;
          finished = true;
        }
      },
    };
    return new StreamableFile(transactionCsvStream(counted, EXPORT_BATCH_SIZE), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="transactions-${sltDate(this.clock.now())}.csv"`,
    });
  }

  private async filterFor(user: User, query: TransactionFilterQueryDto): Promise<TransactionFilter> {
    if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
      throw new BadRequestException('The date range is empty: from must be before to.');
    }
    return {
      ownerId: ownerScopeOf(user),
      status: query.status,
      vendorId: query.vendorId,
      productId: query.productId,
      priceMismatch: query.priceMismatch === 'true',
      from: query.from,
      to: query.to,
      search: await this.searchFor(query.q),
    };
  }

  private async searchFor(q: string | undefined): Promise<TransactionSearch | undefined> {
    const search = parseTransactionSearch(q);
    if (search?.kind !== 'text') return search;
    return { ...search, ...(await this.transactions.nameSearchPlan(nameSearchWords(search.text))) };
  }

  /** Right after the cursor's row when one is sent (keyset), else after `offset` rows. */
  private startOf(cursor: string | undefined, sort: TransactionSort, offset: number): PageStart {
    if (cursor === undefined) return { offset };
    const position = decodeCursor(cursor, sort.field, sort.order);
    if (typeof position === 'string') throw new BadRequestException({ message: position, fieldErrors: { cursor: [position] } });
    return { after: position };
  }

  private sortFor(query: TransactionFilterQueryDto): TransactionSort {
    return { field: query.sortBy ?? 'createdAt', order: query.sortOrder ?? 'desc' };
  }
}
