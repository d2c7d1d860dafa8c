/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PayoutOrderDto } from './payoutOrderDto';

export interface PayoutOrdersDto {
  /** More payouts are due than this answer holds: ask again once these are paid. */
  more: boolean;
  /** Refunds first, then partners, oldest first, as many as fit in 1536 bytes. */
  orders: PayoutOrderDto[];
}
