/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RecentTransactionDtoStatus } from './recentTransactionDtoStatus';

export interface RecentTransactionDto {
  /** Whole L$. */
  amount: number;
  /**
   * The buyer's avatar name, when known.
   * @nullable
   */
  buyerName: string | null;
  /** UTC, ISO 8601. */
  createdAt: string;
  id: number;
  /**
   * The product's name, when known.
   * @nullable
   */
  productName: string | null;
  status: RecentTransactionDtoStatus;
}
