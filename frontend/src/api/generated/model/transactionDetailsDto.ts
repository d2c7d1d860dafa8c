/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { TransactionDetailsDtoChangeRefund } from './transactionDetailsDtoChangeRefund';
import type { TransactionDetailsDtoDiscountKind } from './transactionDetailsDtoDiscountKind';
import type { OwnerDto } from './ownerDto';
import type { TransactionDetailsDtoPaidWith } from './transactionDetailsDtoPaidWith';
import type { PayoutDto } from './payoutDto';
import type { TransactionDetailsDtoRefundOrder } from './transactionDetailsDtoRefundOrder';
import type { RefundOrderDto } from './refundOrderDto';
import type { TransactionDetailsDtoSource } from './transactionDetailsDtoSource';
import type { TransactionDetailsDtoStatus } from './transactionDetailsDtoStatus';

export interface TransactionDetailsDto {
  /** Sale amount in whole L$. */
  amount: number;
  /** The buyer's avatar key. */
  buyerId: string;
  /**
   * The buyer's avatar name, when the script sent it.
   * @nullable
   */
  buyerName: string | null;
  /**
   * The discount given back in-world, once the vendor reported it.
   * @nullable
   */
  changeRefund: TransactionDetailsDtoChangeRefund;
  /** Platform commission on the sale in L$, exact with 2 decimals. A refunded sale keeps its original commission here for the record, but no longer counts in any commission or sales figure. */
  commission: string;
  /** Commission rate applied to the sale, in percent, exact to 4 decimals. */
  commissionRate: string;
  /** When the sale was recorded (UTC, ISO 8601). */
  createdAt: string;
  /** Whole L$ taken off the price paid (amount is the price after it). */
  discountAmount: number;
  /**
   * The coupon's code, when a coupon lowered the price.
   * @nullable
   */
  discountCode: string | null;
  /**
   * The promotion that lowered the price, or null.
   * @nullable
   */
  discountKind: TransactionDetailsDtoDiscountKind;
  /**
   * The shopping event the sale counted for, if any.
   * @nullable
   */
  eventId: number | null;
  /**
   * A gift: the recipient's avatar key (the buyer paid, the recipient got the item); null otherwise.
   * @nullable
   */
  giftTo: string | null;
  /**
   * A gift's recipient's name.
   * @nullable
   */
  giftToName: string | null;
  /** Transaction id (a bigint, always below 2^53). */
  id: number;
  /**
   * The product's list price in whole L$ when the sale was recorded; null without a product (or for sales recorded before it was kept).
   * @nullable
   */
  listPrice: number | null;
  /**
   * The SL Marketplace's TransactionID of a Marketplace sale; null for in-world sales.
   * @nullable
   */
  marketplaceTransactionId: string | null;
  /** The merchant whose vendor made the sale: an admin lists every merchant's sales. */
  owner: OwnerDto;
  /** lindens: paid in-world; voucher: paid with a gift card (no commission). */
  paidWith: TransactionDetailsDtoPaidWith;
  /** The partners' payouts of the sale (profit sharing), in the order they were made; empty without splits. */
  payouts: PayoutDto[];
  /** True when the L$ paid were neither the product's list price, nor its price due after the discount, nor a catalogue price held for the sale: recorded (the L$ were paid) but flagged. Never for a sale without a product or paid with a gift card. */
  priceMismatch: boolean;
  /**
   * The product sold, when known.
   * @nullable
   */
  productId: number | null;
  /**
   * The product's name, when known.
   * @nullable
   */
  productName: string | null;
  /**
   * The L$ a refund from the web sends back to the buyer in-world, and how that stands; null when none was ordered. The latest one when the sale was refunded in parts.
   * @nullable
   */
  refundOrder: TransactionDetailsDtoRefundOrder;
  /** Every refund ordered in-world for the sale, oldest first: one per part of a sale refunded in parts. */
  refundOrders: RefundOrderDto[];
  /** Whole L$ refunded so far, by one refund or several partial ones: the amount once fully refunded, 0 when never refunded. */
  refundedAmount: number;
  /**
   * When the sale was fully refunded (UTC, ISO 8601), or null (a sale refunded only in part has none).
   * @nullable
   */
  refundedAt: string | null;
  /** Commission taken off your charges for the refunded L$ so far, exact with 2 decimals: the whole commission once fully refunded. A sale refunded in part counts its amount and commission less these. */
  refundedCommission: string;
  /**
   * The Second Life map page of the sale's place: https://maps.secondlife.com/secondlife/{Region}/{x}/{y}/{z}, at the selling object's last reported position, else the region's centre; null without a region.
   * @nullable
   */
  slMapUrl: string | null;
  /**
   * The region's name where the in-world vendor made the sale, when reported (without X-SecondLife-Region's grid coordinates).
   * @nullable
   */
  slRegion: string | null;
  /** in-world: sold by one of your in-world vendors; marketplace: sold on the SL Marketplace (its vendor is "SL Marketplace"); reconciliation: recorded by you from your Second Life transaction history. */
  source: TransactionDetailsDtoSource;
  /** pending, completed, refunded or failed. */
  status: TransactionDetailsDtoStatus;
  /** The vendor that made the sale. */
  vendorId: number;
  /** The vendor's name. */
  vendorName: string;
}
