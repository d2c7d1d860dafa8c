/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { StatementLineDtoKind } from './statementLineDtoKind';

export interface StatementLineDto {
  at: string;
  /** Commission charged, less commission credited back on refunds; L$ exact. */
  commissionCharged: string;
  /** Whole L$ of commission the vendors paid. */
  commissionCollected: number;
  description: string;
  /** L$ taken off by promotions. */
  discounts: number;
  /** Sales paid with gift cards: no L$ came in (they came when the card was sold). */
  giftCardsRedeemed: number;
  /** Gift cards sold (part of gross sales). */
  giftCardsSold: number;
  /** List price of the sales (before discounts), whole L$. */
  grossSales: number;
  kind: StatementLineDtoKind;
  /** Gross sales less refunds, discounts, gift card payments, commission charged and partner payouts. */
  netToMerchant: string;
  /** L$ the vendors paid partners. */
  partnerPayouts: number;
  /**
   * A payout's id or a payment's Second Life transaction key.
   * @nullable
   */
  reference: string | null;
  /** L$ given back on refunded sales. */
  refunds: number;
  /**
   * The sale (transaction id) the line is about.
   * @nullable
   */
  transactionId: number | null;
}
