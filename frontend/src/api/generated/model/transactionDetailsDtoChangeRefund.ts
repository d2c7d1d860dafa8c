/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ChangeRefundDto } from './changeRefundDto';

/**
 * The discount given back in-world, once the vendor reported it.
 * @nullable
 */
export type TransactionDetailsDtoChangeRefund = ChangeRefundDto | null;
