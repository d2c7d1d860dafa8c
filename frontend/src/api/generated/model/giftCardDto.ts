/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { GiftCardDtoOrigin } from './giftCardDtoOrigin';

export interface GiftCardDto {
  /** Whole L$ left. */
  balance: number;
  /** The code the holder types at a vendor (Pay with gift card). */
  code: string;
  createdAt: string;
  faceValue: number;
  /** @nullable */
  holderKey: string | null;
  /** @nullable */
  holderName: string | null;
  id: number;
  /** @nullable */
  note: string | null;
  /** sale: bought at a vendor; merchant: issued by hand. */
  origin: GiftCardDtoOrigin;
  /** Sales paid with it. */
  redemptions: number;
  /**
   * The sale that bought it.
   * @nullable
   */
  transactionId: number | null;
  /**
   * When it was voided; a voided card cannot be spent.
   * @nullable
   */
  voidedAt: string | null;
}
