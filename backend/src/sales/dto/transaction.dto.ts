import { ApiProperty } from '@nestjs/swagger';

import { mapUrl } from '../../common/second-life-place';
import { OwnerDto } from '../../users/dto/owner.dto';
import {
  DISCOUNT_KINDS,
  type DiscountKind,
  PAYMENT_METHODS,
  type PaymentMethod,
  SALE_SOURCES,
  type SaleSource,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '../transaction.entity';
import { PayoutDto } from './payout.dto';
import { RefundOrderDto } from './refund-order.dto';

/** The change a vendor gave back on a discounted sale, as its script reported it. */
export class ChangeRefundDto {
  @ApiProperty({ type: 'integer', description: 'Whole L$ given back.', example: 50 })
  amount: number;

  @ApiProperty({ description: 'Whether the transfer went through.', example: true })
  success: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Why it failed, as the script reported it.', example: null })
  reason: string | null;
}

/** A sale as the transactions table and its details view show it. */
export class TransactionDto {
  @ApiProperty({ type: 'integer', format: 'int64', description: 'Transaction id (a bigint, always below 2^53).', example: 1042 })
  id: number;

  @ApiProperty({ description: "The buyer's avatar key.", example: 'a2e76fcd-9360-4f6d-a924-000000000001' })
  buyerId: string;

  @ApiProperty({ description: "The buyer's avatar name, when the script sent it.", example: 'Ava Resident', nullable: true, type: String })
  buyerName: string | null;

  @ApiProperty({ description: 'The product sold, when known.', example: 7, nullable: true, type: Number })
  productId: number | null;

  @ApiProperty({ type: 'integer', description: 'Sale amount in whole L$.', example: 1500 })
  amount: number;

  @ApiProperty({
    description:
      'Platform commission on the sale in L$, exact with 2 decimals. A refunded sale keeps its original commission here for the record, ' +
      'but no longer counts in any commission or sales figure.',
    example: '75.00',
  })
  commission: string;

  @ApiProperty({ description: 'pending, completed, refunded or failed.', enum: TRANSACTION_STATUSES, example: 'completed' })
  status: TransactionStatus;

  @ApiProperty({ format: 'date-time', description: 'When the sale was recorded (UTC, ISO 8601).', example: '2026-01-15T19:04:05.000Z' })
  createdAt: string;

  @ApiProperty({ description: 'The vendor that made the sale.', example: 3 })
  vendorId: number;

  @ApiProperty({ description: "The vendor's name.", example: 'Main Store' })
  vendorName: string;

  @ApiProperty({ description: "The product's name, when known.", example: 'Mesh Jacket', nullable: true, type: String })
  productName: string | null;

  @ApiProperty({ description: 'The shopping event the sale counted for, if any.', example: null, nullable: true, type: Number })
  eventId: number | null;

  @ApiProperty({ description: 'Commission rate applied to the sale, in percent, exact to 4 decimals.', example: '5.0000' })
  commissionRate: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the sale was fully refunded (UTC, ISO 8601), or null (a sale refunded only in part has none).',
    example: null,
    nullable: true,
    type: String,
  })
  refundedAt: string | null;

  @ApiProperty({
    type: 'integer',
    description: 'Whole L$ refunded so far, by one refund or several partial ones: the amount once fully refunded, 0 when never refunded.',
    example: 0,
  })
  refundedAmount: number;

  @ApiProperty({
    description:
      'Commission taken off your charges for the refunded L$ so far, exact with 2 decimals: the whole commission once fully refunded. ' +
      'A sale refunded in part counts its amount and commission less these.',
    example: '0.00',
  })
  refundedCommission: string;

  @ApiProperty({
    description: "The region's name where the in-world vendor made the sale, when reported (without X-SecondLife-Region's grid coordinates).",
    example: 'Bay City',
    nullable: true,
    type: String,
  })
  slRegion: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The Second Life map page of the sale's place: https://maps.secondlife.com/secondlife/{Region}/{x}/{y}/{z}, at the selling object's last reported position, else the region's centre; null without a region.",
    example: 'https://maps.secondlife.com/secondlife/Bay%20City/128/64/22',
  })
  slMapUrl: string | null;

  @ApiProperty({
    description: "A gift: the recipient's avatar key (the buyer paid, the recipient got the item); null otherwise.",
    example: null,
    nullable: true,
    type: String,
  })
  giftTo: string | null;

  @ApiProperty({ description: "A gift's recipient's name.", example: null, nullable: true, type: String })
  giftToName: string | null;

  @ApiProperty({ enum: PAYMENT_METHODS, description: 'lindens: paid in-world; voucher: paid with a gift card (no commission).', example: 'lindens' })
  paidWith: PaymentMethod;

  @ApiProperty({ enum: DISCOUNT_KINDS, nullable: true, description: 'The promotion that lowered the price, or null.', example: 'sale' })
  discountKind: DiscountKind | null;

  @ApiProperty({ description: "The coupon's code, when a coupon lowered the price.", example: null, nullable: true, type: String })
  discountCode: string | null;

  @ApiProperty({ type: 'integer', description: 'Whole L$ taken off the price paid (amount is the price after it).', example: 0 })
  discountAmount: number;

  @ApiProperty({ type: ChangeRefundDto, nullable: true, description: 'The discount given back in-world, once the vendor reported it.' })
  changeRefund: ChangeRefundDto | null;

  @ApiProperty({
    enum: SALE_SOURCES,
    description:
      'in-world: sold by one of your in-world vendors; marketplace: sold on the SL Marketplace (its vendor is "SL Marketplace"); reconciliation: recorded by you from your Second Life transaction history.',
    example: 'in-world',
  })
  source: SaleSource;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The SL Marketplace's TransactionID of a Marketplace sale; null for in-world sales.",
    example: null,
  })
  marketplaceTransactionId: string | null;

  @ApiProperty({
    description:
      "True when the L$ paid were neither the product's list price, nor its price due after the discount, nor a catalogue price held " +
      'for the sale: recorded (the L$ were paid) but flagged. Never for a sale without a product or paid with a gift card.',
    example: false,
  })
  priceMismatch: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "The product's list price in whole L$ when the sale was recorded; null without a product (or for sales recorded before it was kept).",
    example: 350,
  })
  listPrice: number | null;

  @ApiProperty({ type: OwnerDto, description: "The merchant whose vendor made the sale: an admin lists every merchant's sales." })
  owner: OwnerDto;
}

/** One sale with what it owes partners, for the details view. */
export class TransactionDetailsDto extends TransactionDto {
  @ApiProperty({ type: [PayoutDto], description: "The partners' payouts of the sale (profit sharing), in the order they were made; empty without splits." })
  payouts: PayoutDto[];

  @ApiProperty({
    type: RefundOrderDto,
    nullable: true,
    description:
      'The L$ a refund from the web sends back to the buyer in-world, and how that stands; null when none was ordered. The latest one when the sale was refunded in parts.',
  })
  refundOrder: RefundOrderDto | null;

  @ApiProperty({ type: [RefundOrderDto], description: 'Every refund ordered in-world for the sale, oldest first: one per part of a sale refunded in parts.' })
  refundOrders: RefundOrderDto[];
}

/** One page of sales. */
export class TransactionPageDto {
  @ApiProperty({ type: [TransactionDto] })
  items: TransactionDto[];

  @ApiProperty({
    type: 'integer',
    description:
      "Number of matching sales. Exact up to 10000; beyond that it is the database planner's estimate (never below 10001) and totalIsEstimate is true.",
    example: 134,
  })
  total: number;

  @ApiProperty({ description: 'True when total is an estimate (more than 10000 matching sales).', example: false })
  totalIsEstimate: boolean;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 25 })
  pageSize: number;

  @ApiProperty({
    description:
      'Send it as `cursor` (with the same filters, sort and pageSize, and page + 1) to get the next page straight from the index, ' +
      'however deep: the page after this one starts right after its last row. Null when this page is not full (nothing follows).',
    example: 'eyJmIjoiY3JlYXRlZEF0IiwibyI6ImRlc2MiLCJ2IjoiMjAyNi0wMS0xNVQxOTowNDowNS4xMjM0NTZaIiwiaSI6MTA0Mn0',
    nullable: true,
    type: String,
  })
  nextCursor: string | null;
}

/** A sale row as the repository reads it (joined with its vendor and product). */
export interface TransactionRow {
  id: number;
  buyerId: string;
  buyerName: string | null;
  productId: number | null;
  amount: number;
  commission: string;
  status: TransactionStatus;
  createdAt: Date;
  vendorId: number;
  vendorName: string;
  productName: string | null;
  eventId: number | null;
  commissionRate: string;
  refundedAt: Date | null;
  refundedAmount: number;
  refundedCommission: string;
  slRegion: string | null;
  giftTo: string | null;
  giftToName: string | null;
  paidWith: PaymentMethod;
  discountKind: DiscountKind | null;
  discountCode: string | null;
  discountAmount: number;
  changeRefund: ChangeRefundDto | null;
  source: SaleSource;
  marketplaceTransactionId: string | null;
  priceMismatch: boolean;
  listPrice: number | null;
  ownerId: string;
  /** The selling object's position in the region, from its last heartbeat. */
  slPosition: string | null;
}

/**
 * A row as the CSV export's database cursor reads it, as an array in the CSV's column order (no object per row): the
 * bigint id as pg returns it (text), instants as timestamptz text of a UTC session.
 */
export type TransactionExportRow = [
  id: string,
  createdAt: string,
  status: string,
  vendorId: number,
  vendorName: string,
  productId: number | null,
  productName: string | null,
  buyerId: string,
  buyerName: string | null,
  amount: number,
  commission: string,
  commissionRate: string,
  eventId: number | null,
  refundedAt: string | null,
  slRegion: string | null,
  giftTo: string | null,
  giftToName: string | null,
  paidWith: string,
  discountKind: string | null,
  discountCode: string | null,
  discountAmount: number,
  source: string,
  listPrice: number | null,
  priceMismatch: boolean,
  refundedAmount: number,
];

export function toTransactionDto(row: TransactionRow, owner: OwnerDto): TransactionDto {
  return {
    owner,
    id: row.id,
    buyerId: row.buyerId,
    buyerName: row.buyerName,
    productId: row.productId,
    amount: row.amount,
    commission: row.commission,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    productName: row.productName,
    eventId: row.eventId,
    commissionRate: row.commissionRate,
    refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
    refundedAmount: row.refundedAmount,
    refundedCommission: row.refundedCommission,
    slRegion: row.slRegion,
    slMapUrl: mapUrl(row.slRegion, row.slPosition),
    giftTo: row.giftTo,
    giftToName: row.giftToName,
    paidWith: row.paidWith,
    discountKind: row.discountKind,
    discountCode: row.discountCode,
    discountAmount: row.discountAmount,
    changeRefund: row.changeRefund,
    source: row.source,
    marketplaceTransactionId: row.marketplaceTransactionId,
    priceMismatch: row.priceMismatch,
    listPrice: row.listPrice,
  };
}
