import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, Matches } from 'class-validator';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

const SLT_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class FailedCommissionPaymentDto {
  @ApiProperty({ example: '2026-11-20T18:04:00.000Z' })
  at: string;

  @ApiProperty({ type: 'integer', example: 12 })
  amount: number;

  @ApiProperty({ type: String, nullable: true, description: "Second Life's error word.", example: 'LINDENDOLLAR_INSUFFICIENTFUNDS' })
  reason: string | null;

  @ApiProperty({ description: 'What went wrong and what to do, in words.', example: 'Your Second Life account did not have enough L$.' })
  explanation: string;

  @ApiProperty({ type: String, nullable: true, example: 'Main Store' })
  vendorName: string | null;
}

export class LastCommissionPaymentDto {
  @ApiProperty({ example: '2026-11-20T18:04:00.000Z' })
  at: string;

  @ApiProperty({ type: 'integer', example: 12 })
  amount: number;

  @ApiProperty({ format: 'uuid' })
  transactionKey: string;
}

/** An online vendor whose payouts script cannot pay: the commission, refunds and partners' shares wait on it. */
export class VendorThatCannotPayDto {
  @ApiProperty({ type: 'integer', example: 3 })
  vendorId: number;

  @ApiProperty({ example: 'Main Store' })
  vendorName: string;

  @ApiProperty({
    enum: ['no_payouts_script', 'no_permission'],
    description:
      'no_payouts_script: no payouts script in it has asked for its orders (missing, or set with another vendor key); ' +
      'no_permission: its payouts script has no permission to pay L$.',
    example: 'no_permission',
  })
  reason: 'no_payouts_script' | 'no_permission';
}

/** A merchant's commission: owed, collected in-world, still to pay. */
export class BillingBalanceDto {
  @ApiProperty({ description: 'Commission of the sales that stand (refunds credited back), L$ exact to 2 decimals.', example: '152.35' })
  owed: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$ the vendors paid.', example: 150 })
  collected: number;

  @ApiProperty({ description: 'Owed less collected, exact; below 0 a credit.', example: '2.35' })
  outstanding: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$ the vendors pay at their next payment (the fraction is carried).', example: 2 })
  dueNow: number;

  @ApiProperty({ type: String, nullable: true, description: 'The oldest sale whose commission is not wholly collected.' })
  uncollectedSince: string | null;

  @ApiProperty({ type: LastCommissionPaymentDto, nullable: true })
  lastPayment: LastCommissionPaymentDto | null;

  @ApiProperty({ type: [FailedCommissionPaymentDto], description: 'Failed payments since the last one that went through, newest first.' })
  failedPayments: FailedCommissionPaymentDto[];

  @ApiProperty({ type: String, nullable: true, description: 'The avatar the vendors pay (null: not collected in-world yet).' })
  collectionAvatarName: string | null;

  @ApiProperty({ type: [VendorThatCannotPayDto], description: 'Online vendors (heartbeat within 11 minutes) that cannot pay, by name.' })
  vendorsThatCannotPay: VendorThatCannotPayDto[];
}

export class StatementQueryDto {
  @ApiProperty({ description: 'First SLT day, YYYY-MM-DD.', example: '2026-11-01' })
  @Matches(SLT_DATE, { message: 'from must be a date as YYYY-MM-DD, e.g. 2026-11-01' })
  @IsDefined({ message: 'from is required: the first day, as YYYY-MM-DD' })
  from: string;

  @ApiProperty({ description: 'Last SLT day (included), YYYY-MM-DD.', example: '2026-11-30' })
  @Matches(SLT_DATE, { message: 'to must be a date as YYYY-MM-DD, e.g. 2026-11-30' })
  @IsDefined({ message: 'to is required: the last day, as YYYY-MM-DD' })
  to: string;
}

export const STATEMENT_LINE_KINDS = ['sale', 'refund', 'commission_payment', 'commission_payment_failed', 'partner_payout'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** The columns a statement adds up; each line carries them all, 0 where they do not apply. */
export class StatementFiguresDto {
  @ApiProperty({ type: 'integer', description: 'List price of the sales (before discounts), whole L$.' })
  grossSales: number;

  @ApiProperty({ type: 'integer', description: 'L$ given back on refunded sales.' })
  refunds: number;

  @ApiProperty({ type: 'integer', description: 'L$ taken off by promotions.' })
  discounts: number;

  @ApiProperty({ type: 'integer', description: 'Sales paid with gift cards: no L$ came in (they came when the card was sold).' })
  giftCardsRedeemed: number;

  @ApiProperty({ type: 'integer', description: 'Gift cards sold (part of gross sales).' })
  giftCardsSold: number;

  @ApiProperty({ description: 'Commission charged, less commission credited back on refunds; L$ exact.', example: '12.50' })
  commissionCharged: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$ of commission the vendors paid.' })
  commissionCollected: number;

  @ApiProperty({ type: 'integer', description: 'L$ the vendors paid partners.' })
  partnerPayouts: number;

  @ApiProperty({ description: 'Gross sales less refunds, discounts, gift card payments, commission charged and partner payouts.', example: '237.50' })
  netToMerchant: string;
}

export class StatementLineDto extends StatementFiguresDto {
  @ApiProperty({ example: '2026-11-20T18:04:00.000Z' })
  at: string;

  @ApiProperty({ enum: STATEMENT_LINE_KINDS })
  kind: StatementLineKind;

  @ApiProperty({ type: 'integer', format: 'int64', nullable: true, description: 'The sale (transaction id) the line is about.' })
  transactionId: number | null;

  @ApiProperty({ type: String, nullable: true, description: "A payout's id or a payment's Second Life transaction key." })
  reference: string | null;

  @ApiProperty({ example: 'Sale of Mesh Jacket at Main Store' })
  description: string;
}

export class StatementDto {
  @ApiProperty({ example: '2026-11-01' })
  from: string;

  @ApiProperty({ example: '2026-11-30' })
  to: string;

  @ApiProperty({ type: StatementFiguresDto })
  totals: StatementFiguresDto;

  @ApiProperty({ type: [StatementLineDto], description: 'Oldest first.' })
  lines: StatementLineDto[];
}

export class AdminBalancesQueryDto {
  @ApiPropertyOptional({ description: 'First SLT day of the collected-per-day figures (default: 29 days before to).', example: '2026-11-01' })
  @IsOptional()
  @Matches(SLT_DATE, { message: 'from must be a date as YYYY-MM-DD, e.g. 2026-11-01' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last SLT day (default: today).', example: '2026-11-30' })
  @IsOptional()
  @Matches(SLT_DATE, { message: 'to must be a date as YYYY-MM-DD, e.g. 2026-11-30' })
  to?: string;
}

export class MerchantBalanceDto {
  @ApiProperty()
  ownerId: string;

  @ApiProperty({ example: 'Ava Resident' })
  name: string;

  @ApiProperty({ example: 'ava@example.com' })
  email: string;

  @ApiProperty({ example: '152.35' })
  owed: string;

  @ApiProperty({ type: 'integer', example: 150 })
  collected: number;

  @ApiProperty({ example: '2.35' })
  outstanding: string;

  @ApiProperty({ type: String, nullable: true })
  uncollectedSince: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastPaidAt: string | null;

  @ApiProperty({ type: 'integer', description: 'Failed payments since the last one that went through.' })
  failedPayments: number;

  @ApiProperty({ description: 'Commission uncollected for longer than the grace period (never while no grace period is set).' })
  overdue: boolean;
}

export class CollectedDayDto {
  @ApiProperty({ example: '2026-11-20' })
  day: string;

  @ApiProperty({ type: 'integer', example: 340 })
  collected: number;
}

export class AdminBalancesDto {
  @ApiProperty({ type: [MerchantBalanceDto] })
  merchants: MerchantBalanceDto[];

  @ApiProperty({ type: 'integer', nullable: true, description: 'The grace period in days (null: off).' })
  graceDays: number | null;

  @ApiProperty({ example: '2026-11-01' })
  from: string;

  @ApiProperty({ example: '2026-11-30' })
  to: string;

  @ApiProperty({ type: [CollectedDayDto], description: 'Commission collected per SLT day, every day of the range.' })
  collectedPerDay: CollectedDayDto[];
}
