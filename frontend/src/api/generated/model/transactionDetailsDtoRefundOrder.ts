/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RefundOrderDto } from './refundOrderDto';

/**
 * The L$ a refund from the web sends back to the buyer in-world, and how that stands; null when none was ordered. The latest one when the sale was refunded in parts.
 * @nullable
 */
export type TransactionDetailsDtoRefundOrder = RefundOrderDto | null;
