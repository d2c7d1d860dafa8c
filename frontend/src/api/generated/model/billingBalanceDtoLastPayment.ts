/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { LastCommissionPaymentDto } from './lastCommissionPaymentDto';

/**
 * @nullable
 */
export type BillingBalanceDtoLastPayment = LastCommissionPaymentDto | null;
