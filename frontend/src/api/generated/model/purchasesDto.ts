/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PurchaseDto } from './purchaseDto';

export interface PurchasesDto {
  /** The buyer's completed purchases from your vendors, newest first, at most 20, never a body over 8192 bytes. */
  purchases: PurchaseDto[];
}
