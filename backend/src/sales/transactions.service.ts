import { BadRequestException, ConflictException, HttpException, HttpStatus, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';

import { Clock } from '../common/clock';
import { sltDate } from '../common/time/second-life-time';
import { DomainEvents } from '../event-bus/domain-events';
import { unknownOwner } from '../users/dto/owner.dto';
import { ownerScopeOf } from '../users/owner-scope';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { DEFAULT_PAGE_SIZE } from './dto/page-query.dto';
import type { RefundOrderDto } from './dto/refund-order.dto';
import { toTransactionDto, type TransactionDetailsDto, type TransactionDto, type TransactionPageDto, type TransactionRow } from './dto/transaction.dto';
import type { TransactionFilterQueryDto, TransactionListQueryDto } from './dto/transaction-query.dto';
import { RefundOrdersService } from './refund-orders.service';
import { SalePayoutsLink } from './sale-payouts';
import { decodeCursor, encodeCursor } from './transaction-cursor';
import {
  type PageStart,
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
    const [payouts, refundOrder] = await Promise.all([this.payouts.ofSale(row.id), this.refundOrders.ofSale(row.id)]);
    return { ...dto, payouts, refundOrder };
  }

  /** Completed → refunded, once: the commission stays on the row for the record but stops counting anywhere. */
  async refund(user: User, id: number): Promise<TransactionDto> {
    const owner = ownerScopeOf(user);
    return this.transactions.transaction(async (manager) => {
      const refunded = await this.transactions.markRefunded(manager, id, owner, this.clock.now());
      if (!refunded) {
        const sale = await this.transactions.findVisible(id, owner, manager);
        if (!sale) throw new NotFoundException('Transaction not found.');
        if (sale.status === 'refunded') throw new ConflictException('This sale has already been refunded.');
        throw new ConflictException(`Only a completed sale can be refunded; this sale is ${sale.status}.`);
      }
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'transaction_refunded',
          description: `Sale #${refunded.id} of L$${refunded.amount} refunded; commission of L$${refunded.commission} reversed`,
          metadata: { transactionId: refunded.id, vendorId: refunded.vendorId, amount: refunded.amount, commission: refunded.commission },
          before: { status: 'completed' },
          after: { status: 'refunded' },
        },
        manager,
      );
      // The buyer's L$ go back in-world: the vendor's payouts script carries out the order (one per sale).
      await this.refundOrders.requestFor(manager, refunded);
      const row = await this.transactions.findVisible(id, owner, manager);
      const [dto] = await this.toDtos([row!]);
      return dto;
    });
  }

  /** A refund whose transfer failed in-world, asked again: its order goes back to the merchant's vendors. */
  async retryRefund(user: User, id: number): Promise<RefundOrderDto> {
    const sale = await this.transactions.findVisible(id, ownerScopeOf(user));
    if (!sale) throw new NotFoundException('Transaction not found.');
    const order = await this.refundOrders.retry(sale.id);
    await this.domainEvents.publish({
      userId: user.id,
      type: 'refund_retried',
      description: `In-world refund of L$${order.amount} for sale #${sale.id} asked again`,
      metadata: { transactionId: sale.id, vendorId: sale.vendorId, refundOrderId: order.id, amount: order.amount },
      targetType: 'transaction',
      targetId: String(sale.id),
    });
    return order;
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
