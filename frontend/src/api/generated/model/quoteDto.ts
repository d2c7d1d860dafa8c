/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { QuoteDtoDiscount } from './quoteDtoDiscount';

export interface QuoteDto {
  /** Whole L$ this buyer would pay now. */
  amount: number;
  /**
   * Why the coupon given does not apply, or null.
   * @nullable
   */
  coupon_error: string | null;
  /** @nullable */
  discount: QuoteDtoDiscount;
  /** The product's list price in whole L$ (the Products page). */
  price: number;
  product_id: number;
}
