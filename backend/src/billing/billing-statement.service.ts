import { BadRequestException, Injectable, StreamableFile } from '@nestjs/common';

import { Clock } from '../common/clock';
import { csvText, csvValue } from '../common/csv';
import { sltDate } from '../common/time/second-life-time';
import { PlatformSettingsService } from '../marketplace/platform-settings.service';
import type { User } from '../users/user.entity';
import { BillingRepository, type PaymentRow } from './billing.repository';
import {
  allocationsAfter,
  type CommissionAllocation,
  type CommissionCharge,
  fromHundredths,
  isOverdue,
  standingCharges,
  toHundredths,
} from './commission-collection';
import { toFailedPaymentDto } from './commission-payments.service';
import type {
  AdminBalancesDto,
  AdminBalancesQueryDto,
  CollectedDayDto,
  MerchantBalanceDto,
  StatementDto,
  StatementFiguresDto,
  StatementLineDto,
  StatementQueryDto,
} from './dto/billing.dto';

/** A statement covers at most a year and a day (a leap year's 366 days). */
export const MAX_STATEMENT_DAYS = 366;
const DAY_MS = 24 * 3600_000;

/** A line's figures, money in whole L$ and commission in hundredths while adding up. */
interface Figures {
  grossSales: number;
  refunds: number;
  discounts: number;
  giftCardsRedeemed: number;
  giftCardsSold: number;
  commission: number;
  commissionCollected: number;
  partnerPayouts: number;
}

const ZERO: Figures = {
  grossSales: 0,
  refunds: 0,
  discounts: 0,
  giftCardsRedeemed: 0,
  giftCardsSold: 0,
  commission: 0,
  commissionCollected: 0,
  partnerPayouts: 0,
};

/** Net to the merchant in hundredths: what came in, less what went back, to the platform and to partners. */
function netHundredths(f: Figures): number {
  return (f.grossSales - f.refunds - f.discounts - f.giftCardsRedeemed - f.partnerPayouts) * 100 - f.commission;
}

function toFiguresDto(f: Figures): StatementFiguresDto {
  return {
    grossSales: f.grossSales,
    refunds: f.refunds,
    discounts: f.discounts,
    giftCardsRedeemed: f.giftCardsRedeemed,
    giftCardsSold: f.giftCardsSold,
    commissionCharged: fromHundredths(f.commission),
    commissionCollected: f.commissionCollected,
    partnerPayouts: f.partnerPayouts,
    netToMerchant: fromHundredths(netHundredths(f)),
  };
}

/** A real calendar date as YYYY-MM-DD, as milliseconds at UTC midnight, or null. */
function dateMs(text: string): number | null {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : ms;
}

/** Checks a range of SLT dates: real dates, from ≤ to, at most MAX_STATEMENT_DAYS days. */
export function checkRange(from: string, to: string): void {
  const start = dateMs(from);
  const end = dateMs(to);
  if (start === null) throw new BadRequestException(`from is not a real date: ${from}`);
  if (end === null) throw new BadRequestException(`to is not a real date: ${to}`);
  if (start > end) throw new BadRequestException('from must be on or before to.');
  if ((end - start) / DAY_MS + 1 > MAX_STATEMENT_DAYS)
    throw new BadRequestException(`A statement covers at most ${MAX_STATEMENT_DAYS} days: choose a shorter range.`);
}

const CSV_COLUMNS = [
  'at',
  'kind',
  'transactionId',
  'reference',
  'description',
  'grossSales',
  'discounts',
  'refunds',
  'giftCardsRedeemed',
  'giftCardsSold',
  'commissionCharged',
  'commissionCollected',
  'partnerPayouts',
  'netToMerchant',
] as const;

/** The statement as CSV: a header, one row per line, then the totals. */
export function statementCsv(statement: StatementDto): string {
  const row = (line: StatementFiguresDto & Partial<StatementLineDto>) =>
    CSV_COLUMNS.map((column) => {
      const value = line[column] ?? null;
      return column === 'description' || column === 'reference' ? csvText(value as string | null) : csvValue(value);
    }).join(',');
  const total = { ...statement.totals, kind: 'total' as never, description: `Totals ${statement.from} to ${statement.to}` };
  return [CSV_COLUMNS.join(','), ...statement.lines.map(row), row(total)].join('\r\n') + '\r\n';
}

/** A merchant's statements, and every merchant's balance for the admins. */
@Injectable()
export class BillingStatementService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly settings: PlatformSettingsService,
    private readonly clock: Clock,
  ) {}

  /** Every sale, refund, commission payment and partner payout of the range (SLT dates), each line adding up to the totals. */
  async statement(user: User, query: StatementQueryDto): Promise<StatementDto> {
    checkRange(query.from, query.to);
    const inRange = (at: Date) => {
      const day = sltDate(at);
      return day >= query.from && day <= query.to;
    };
    const [sales, payouts, { payments, allocations }] = await Promise.all([
      this.repository.statementSales(user.id, query.from, query.to),
      this.repository.statementPayouts(user.id, query.from, query.to),
      this.paymentsCovering(user.id, query.from, query.to),
    ]);
    const lines: Array<{
      at: Date;
      kind: StatementLineDto['kind'];
      transactionId: number | null;
      reference: string | null;
      description: string;
      figures: Figures;
    }> = [];
    for (const sale of sales) {
      const what = `${sale.productName ?? 'a product'} at ${sale.vendorName}`;
      const commission = toHundredths(sale.commission);
      if (inRange(sale.createdAt)) {
        const voucher = sale.paidWith === 'voucher';
        lines.push({
          at: sale.createdAt,
          kind: 'sale',
          transactionId: Number(sale.id),
          reference: null,
          description: `Sale of ${what}${voucher ? ', paid with a gift card' : ''}${sale.giftCardSold ? ' (a gift card)' : ''}`,
          figures: {
            ...ZERO,
            grossSales: sale.amount + sale.discountAmount,
            discounts: sale.discountAmount,
            giftCardsRedeemed: voucher ? sale.amount : 0,
            giftCardsSold: sale.giftCardSold ? sale.amount : 0,
            commission,
          },
        });
      }
      if (sale.refundParts.length > 0) {
        // Paid in L$ at a vendor: each refund order is a refunded part, on the day it was asked, with its share of the commission.
        for (const part of sale.refundParts.filter((refunded) => inRange(refunded.at))) {
          const whole = sale.refundParts.length === 1 && part.amount === sale.amount;
          lines.push({
            at: part.at,
            kind: 'refund',
            transactionId: Number(sale.id),
            reference: null,
            description: whole
              ? `Refund of ${what}; its commission credited back`
              : `Refund of L$${part.amount} of ${what}; that part's commission credited back`,
            figures: { ...ZERO, refunds: part.amount, commission: -toHundredths(part.commission) },
          });
        }
      } else if (sale.status === 'refunded' && sale.refundedAt !== null && inRange(sale.refundedAt)) {
        // A sale paid with a gift card brought no L$ in, so its refund gives none back.
        const refunds = sale.paidWith === 'voucher' ? 0 : sale.amount;
        lines.push({
          at: sale.refundedAt,
          kind: 'refund',
          transactionId: Number(sale.id),
          reference: null,
          description: `Refund of ${what}; its commission credited back`,
          figures: { ...ZERO, refunds, commission: -commission },
        });
      }
    }
    const counted = new Set<string>();
    for (const payment of payments) {
      if (!inRange(payment.createdAt)) continue;
      const by = payment.vendorName ?? 'a vendor';
      if (!payment.success) {
        lines.push({
          at: payment.createdAt,
          kind: 'commission_payment_failed',
          transactionId: null,
          reference: payment.transactionKey,
          description: `Commission payment of L$${payment.amount} by ${by} failed: ${toFailedPaymentDto(payment).explanation}`,
          figures: ZERO,
        });
        continue;
      }
      if (counted.has(payment.transactionKey)) continue;
      counted.add(payment.transactionKey);
      const covered = [...new Set(allocations.filter((a) => a.transactionKey === payment.transactionKey).map((a) => `#${a.transactionId}`))];
      lines.push({
        at: payment.createdAt,
        kind: 'commission_payment',
        transactionId: null,
        reference: payment.transactionKey,
        description: `Commission of L$${payment.amount} paid by ${by}${covered.length > 0 ? `; covers sales ${covered.join(', ')}` : '; held as a credit'}`,
        figures: { ...ZERO, commissionCollected: payment.amount },
      });
    }
    for (const payout of payouts) {
      lines.push({
        at: payout.createdAt,
        kind: 'partner_payout',
        transactionId: Number(payout.transactionId),
        reference: String(payout.id),
        description: `Payout to ${payout.avatarName}`,
        figures: { ...ZERO, partnerPayouts: payout.amount },
      });
    }
    lines.sort((a, b) => a.at.getTime() - b.at.getTime());
    const totals = lines.reduce<Figures>(
      (sum, line) => Object.fromEntries(Object.entries(sum).map(([key, value]) => [key, value + line.figures[key as keyof Figures]])) as unknown as Figures,
      { ...ZERO },
    );
    return {
      from: query.from,
      to: query.to,
      totals: toFiguresDto(totals),
      lines: lines.map((line) => ({
        at: line.at.toISOString(),
        kind: line.kind,
        transactionId: line.transactionId,
        reference: line.reference,
        description: line.description,
        ...toFiguresDto(line.figures),
      })),
    };
  }

  /**
   * The range's payment reports and the sales those that count cover, as the collection rule (collectionState) matches
   * them over the whole history, reading only the sales they can reach. The payments before the range cover the oldest
   * standing commission, up to what they paid; so the first sale the range's payments reach is the one holding the
   * hundredth after that, which a newest-first walk finds (uncollectedSince, with owed less paid before as what is
   * left): only the sales from there on are read, never the history before. A range without payments that count, or
   * whose earlier payments paid more than is owed (a credit), reads no sales.
   */
  private async paymentsCovering(ownerId: string, from: string, to: string): Promise<{ payments: PaymentRow[]; allocations: CommissionAllocation[] }> {
    const { payments, paidBefore, owed } = await this.repository.statementPayments(ownerId, from, to);
    const reports = payments.map((payment) => ({
      transactionKey: payment.transactionKey,
      at: payment.createdAt,
      amount: payment.amount,
      success: payment.success,
    }));
    const paidBeforeHundredths = paidBefore * 100;
    const owedHundredths = toHundredths(owed);
    if (!reports.some((report) => report.success && report.amount > 0) || paidBeforeHundredths >= owedHundredths) return { payments, allocations: [] };
    const since = await this.repository.uncollectedSince(ownerId, owedHundredths - paidBeforeHundredths);
    let charges = await this.readCharges(ownerId, since);
    // The rule orders sales by their instant to the millisecond, then by id (the database, to the microsecond): the sales
    // kept, from the walk's sale's millisecond on, are a tail of the rule's order, and the earlier payments cover all the
    // older ones, whose commission is what is owed less what was kept.
    let olderHundredths = since === null ? 0 : owedHundredths - standingCharges(charges).reduce((sum, charge) => sum + charge.hundredths, 0);
    if (olderHundredths > paidBeforeHundredths) {
      // The per-vendor totals disagree with the sales (they never should): read them all.
      charges = await this.readCharges(ownerId, null);
      olderHundredths = 0;
    }
    return { payments, allocations: allocationsAfter(charges, paidBeforeHundredths - olderHundredths, reports) };
  }

  /** The owner's standing sales from the millisecond of `since` on (all of them for null), as the rule reads them. */
  private async readCharges(ownerId: string, since: Date | null): Promise<CommissionCharge[]> {
    const rows = await this.repository.standingChargesSince(ownerId, since);
    return rows
      .map((row) => ({ transactionId: Number(row.transactionId), at: row.createdAt, commission: row.commission, refunded: row.refunded }))
      .filter((charge) => since === null || charge.at.getTime() >= since.getTime());
  }

  async statementCsvFile(user: User, query: StatementQueryDto): Promise<StreamableFile> {
    const csv = statementCsv(await this.statement(user, query));
    return new StreamableFile(Buffer.from(csv, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="statement-${query.from}-to-${query.to}.csv"`,
    });
  }

  /** Every merchant's balance, who is overdue (uncollected for longer than the grace period), collected per SLT day. */
  async balances(query: AdminBalancesQueryDto): Promise<AdminBalancesDto> {
    const to = query.to ?? sltDate(this.clock.now());
    const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
    checkRange(from, to);
    const [rows, days, settings] = await Promise.all([
      this.repository.balances(),
      this.repository.collectedPerDay(from, to),
      this.settings.commissionCollection(),
    ]);
    const now = this.clock.now();
    const merchants: MerchantBalanceDto[] = rows.map((row) => {
      const outstanding = toHundredths(row.owed) - row.collected * 100;
      const overdue = isOverdue(outstanding, row.uncollectedSince, settings.graceDays, now);
      return {
        ownerId: row.ownerId,
        name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
        email: row.email,
        owed: fromHundredths(toHundredths(row.owed)),
        collected: row.collected,
        outstanding: fromHundredths(outstanding),
        uncollectedSince: row.uncollectedSince?.toISOString() ?? null,
        lastPaidAt: row.lastPaidAt?.toISOString() ?? null,
        failedPayments: row.failedSinceLastPaid,
        overdue,
      };
    });
    const collected = new Map(days.map((day) => [day.day, day.collected]));
    const collectedPerDay: CollectedDayDto[] = [];
    for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += DAY_MS) {
      const day = new Date(ms).toISOString().slice(0, 10);
      collectedPerDay.push({ day, collected: collected.get(day) ?? 0 });
    }
    return { merchants, graceDays: settings.graceDays, from, to, collectedPerDay };
  }
}
