import { ApiProperty } from '@nestjs/swagger';

import { PAYMENT_METHODS, type PaymentMethod, TRANSACTION_STATUSES, type TransactionStatus } from '../../sales/transaction.entity';

/** The four stat cards, for the caller's own vendors; "today" is the current SLT day. */
export class DashboardStatsDto {
  @ApiProperty({ type: 'integer', description: "Sum of today's completed sales, whole L$ (refunded sales do not count).", example: 48000 })
  totalSalesToday: number;

  @ApiProperty({ description: "The caller's active vendors.", example: 3 })
  activeVendors: number;

  @ApiProperty({ description: "Commission on today's completed sales, L$ with 2 decimals.", example: '2400.00' })
  commissionEarned: string;

  @ApiProperty({ description: "Distinct buyers of completed sales at the caller's current event; 0 without one.", example: 12394 })
  eventVisitors: number;

  @ApiProperty({
    type: 'integer',
    description: 'Completed sales of the last 7 days flagged as a price mismatch (paid neither the price nor the price due).',
    example: 0,
  })
  priceMismatches: number;
}

/** One SLT day of the sales chart. */
export class SalesPointDto {
  @ApiProperty({ format: 'date', description: 'The SLT calendar day.', example: '2026-01-12' })
  date: string;

  @ApiProperty({ description: "Axis label: the weekday for the 7-day range ('Mon'), month and day for longer ranges ('Jan 12').", example: 'Mon' })
  label: string;

  @ApiProperty({ type: 'integer', description: 'Completed sales that day, whole L$ (0 when none).', example: 12000 })
  total: number;
}

export class TopProductDto {
  @ApiProperty({ example: 7 })
  productId: number;

  @ApiProperty({ example: 'Mesh Jacket' })
  name: string;

  @ApiProperty({ description: 'Completed sales of the product in the last 30 SLT days.', example: 42 })
  unitsSold: number;

  @ApiProperty({ type: 'integer', description: 'Their total, whole L$.', example: 21000 })
  revenue: number;
}

export class RecentTransactionDto {
  @ApiProperty({ example: 1042 })
  id: number;

  @ApiProperty({ description: "The product's name, when known.", example: 'Mesh Jacket', nullable: true, type: String })
  productName: string | null;

  @ApiProperty({ description: "The buyer's avatar name, when known.", example: 'Ava Resident', nullable: true, type: String })
  buyerName: string | null;

  @ApiProperty({ type: 'integer', description: 'Whole L$.', example: 1500 })
  amount: number;

  @ApiProperty({ enum: TRANSACTION_STATUSES, example: 'completed' })
  status: TransactionStatus;

  @ApiProperty({ format: 'date-time', description: 'UTC, ISO 8601.', example: '2026-01-15T19:04:05.000Z' })
  createdAt: string;

  @ApiProperty({ description: "A gift: the recipient's avatar key; null otherwise.", example: null, nullable: true, type: String })
  giftTo: string | null;

  @ApiProperty({ description: "A gift's recipient's name.", example: null, nullable: true, type: String })
  giftToName: string | null;

  @ApiProperty({ type: 'integer', description: 'Whole L$ a promotion took off the price (amount is after it).', example: 0 })
  discountAmount: number;

  @ApiProperty({ enum: PAYMENT_METHODS, description: 'lindens, or voucher for a sale paid with a gift card.', example: 'lindens' })
  paidWith: PaymentMethod;
}

/** The caller's event running now: one they organise or one a vendor of theirs takes part in. */
export class CurrentEventDto {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ example: 'Uber Shopping Event' })
  name: string;

  @ApiProperty({ description: 'SLT days since it started, the first day counting as 1.', example: 23 })
  daysRunning: number;

  @ApiProperty({ description: 'Vendors taking part (all merchants).', example: 89 })
  participatingVendors: number;

  @ApiProperty({ type: 'integer', description: 'Completed sales at the event (all vendors), whole L$.', example: 247000 })
  totalSales: number;

  @ApiProperty({ description: 'Distinct buyers of completed sales at the event.', example: 12394 })
  uniqueVisitors: number;
}
