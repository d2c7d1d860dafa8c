/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { SaleDiscountDto } from './saleDiscountDto';

/**
 * @nullable
 */
export type QuoteDtoDiscount = SaleDiscountDto | null;
