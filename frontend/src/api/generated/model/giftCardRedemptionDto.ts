/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface GiftCardRedemptionDto {
  /** Whole L$ taken from the card. */
  amount: number;
  /**
   * Who spent it.
   * @nullable
   */
  buyerName: string | null;
  createdAt: string;
  /** @nullable */
  productName: string | null;
  /** The sale paid with the card. */
  transactionId: number;
  vendorName: string;
}
