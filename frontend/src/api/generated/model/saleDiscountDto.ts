/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { SaleDiscountDtoKind } from './saleDiscountDtoKind';

export interface SaleDiscountDto {
  /** Whole L$ taken off the price paid. */
  amount: number;
  /** The coupon's code, when a coupon is part of the discount. */
  code?: string;
  /** Which promotion lowered the price; combined when the merchant lets them add up. */
  kind: SaleDiscountDtoKind;
}
