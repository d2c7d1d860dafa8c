/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { SaleRecordedDtoStatus } from './saleRecordedDtoStatus';

export interface SaleRecordedDto {
  /** Whole L$. */
  amount: number;
  /** The platform's commission in L$, exact to 2 decimals. */
  commission: string;
  status: SaleRecordedDtoStatus;
  transaction_id: number;
}
