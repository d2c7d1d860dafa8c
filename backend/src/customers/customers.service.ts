import { Injectable, NotFoundException, StreamableFile } from '@nestjs/common';

import { Clock } from '../common/clock';
import { sltDate } from '../common/time/second-life-time';
import { DomainEvents } from '../event-bus/domain-events';
import { DEFAULT_PAGE_SIZE } from '../sales/dto/page-query.dto';
import type { User } from '../users/user.entity';
import { addMonths, monthsFrom, shareOf } from './customer-figures';
import { type CustomerFilter, type CustomerRow, type CustomerSort, CustomersRepository, type PurchaseRow } from './customers.repository';
import { customerCsvStream } from './customers-csv';
import type { CustomerAnalyticsDto, CustomerDetailsDto, CustomerDto, CustomerPageDto, CustomerPurchaseDto } from './dto/customer.dto';
import type { CustomerAnalyticsQueryDto, CustomerFilterQueryDto, CustomerListQueryDto } from './dto/customer-query.dto';

const EXPORT_BATCH_SIZE = 1000;
const DEFAULT_COHORT_MONTHS = 12;

function toCustomerDto(row: CustomerRow): CustomerDto {
  return {
    avatarKey: row.buyerId,
    name: row.buyerName,
    firstPurchaseAt: row.firstPurchaseAt.toISOString(),
    lastPurchaseAt: row.lastPurchaseAt.toISOString(),
    purchases: row.purchases,
    spent: Number(row.spent),
    refunds: row.refunds,
    giftsGiven: row.giftsGiven,
    giftsReceived: row.giftsReceived,
  };
}

function toPurchaseDto(row: PurchaseRow): CustomerPurchaseDto {
  return {
    id: Number(row.id),
    createdAt: row.createdAt.toISOString(),
    productId: row.productId,
    productName: row.productName,
    amount: row.amount,
    status: row.status,
    refundedAmount: row.refundedAmount,
    giftTo: row.giftTo,
    giftToName: row.giftToName,
  };
}

/**
 * A merchant's buyers and their figures. Always the caller's own (an admin's too, like their dashboard): a buyer
 * is a relation between one merchant and one avatar.
 */
@Injectable()
export class CustomersService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly clock: Clock,
    private readonly domainEvents: DomainEvents,
  ) {}

  async list(user: User, query: CustomerListQueryDto): Promise<CustomerPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filter = this.filterFor(user, query);
    const [total, rows] = await Promise.all([
      this.customers.count(filter),
      this.customers.findBatch(filter, this.sortFor(query), (page - 1) * pageSize, pageSize),
    ]);
    return { items: rows.map(toCustomerDto), total, page, pageSize };
  }

  async exportCsv(user: User, query: CustomerFilterQueryDto): Promise<StreamableFile> {
    const filter = this.filterFor(user, query);
    // Avatar keys and names leave the platform: the audit log says who took which buyers out.
    await this.domainEvents.publish({
      userId: user.id,
      type: 'customers_exported',
      description: 'Customers exported as CSV',
      metadata: { filters: { ...query } },
      targetType: 'customers',
    });
    const sort = this.sortFor(query);
    const next = async (offset: number) => (await this.customers.findBatch(filter, sort, offset, EXPORT_BATCH_SIZE)).map(toCustomerDto);
    return new StreamableFile(customerCsvStream(next, EXPORT_BATCH_SIZE), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="customers-${sltDate(this.clock.now())}.csv"`,
    });
  }

  async get(user: User, avatarKey: string, page = 1, pageSize = DEFAULT_PAGE_SIZE): Promise<CustomerDetailsDto> {
    const row = await this.customers.findOne(user.id, avatarKey);
    if (!row) throw new NotFoundException('Customer not found.');
    const [total, purchases] = await Promise.all([
      this.customers.countPurchases(user.id, avatarKey),
      this.customers.purchasesOf(user.id, avatarKey, (page - 1) * pageSize, pageSize),
    ]);
    return { customer: toCustomerDto(row), purchases: { items: purchases.map(toPurchaseDto), total, page, pageSize } };
  }

  async analytics(user: User, query: CustomerAnalyticsQueryDto): Promise<CustomerAnalyticsDto> {
    const thisMonth = sltDate(this.clock.now()).slice(0, 7);
    const firstMonth = addMonths(thisMonth, -((query.months ?? DEFAULT_COHORT_MONTHS) - 1));
    const [repeat, cells] = await Promise.all([this.customers.repeatFigures(user.id), this.customers.cohortCells(user.id, firstMonth)]);
    const count = new Map(cells.map((cell) => [`${cell.cohort} ${cell.month}`, cell.buyers]));
    const months = monthsFrom(firstMonth, thisMonth);
    const cohorts = months.map((month) => {
      const buyers = count.get(`${month} ${month}`) ?? 0;
      const returns = months
        .filter((later) => later > month)
        .map((later) => {
          const returned = count.get(`${month} ${later}`) ?? 0;
          return { month: later, buyers: returned, share: shareOf(returned, buyers) };
        });
      return { month, buyers, returns };
    });
    return { ...repeat, repeatRate: shareOf(repeat.repeatBuyers, repeat.buyers), cohorts };
  }

  private filterFor(user: User, query: CustomerFilterQueryDto): CustomerFilter {
    return { ownerId: user.id, search: query.q ? query.q.toLowerCase() : undefined, repeatOnly: query.repeat === 'true' };
  }

  private sortFor(query: CustomerFilterQueryDto): CustomerSort {
    return { field: query.sortBy ?? 'lastPurchaseAt', order: query.sortOrder ?? 'desc' };
  }
}
