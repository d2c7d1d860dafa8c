/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { BuyerPurchaseDto } from './buyerPurchaseDto';

export interface BuyerPurchasesDto {
  /** When the link stops working (UTC, ISO 8601). */
  expiresAt: string;
  /** The avatar's completed purchases from this merchant (gifts: the recipient's), newest first, at most 100. */
  purchases: BuyerPurchaseDto[];
}
