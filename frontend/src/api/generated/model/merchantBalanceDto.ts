/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface MerchantBalanceDto {
  collected: number;
  email: string;
  /** Failed payments since the last one that went through. */
  failedPayments: number;
  /** @nullable */
  lastPaidAt: string | null;
  name: string;
  outstanding: string;
  /** Commission uncollected for longer than the grace period (never while no grace period is set). */
  overdue: boolean;
  owed: string;
  ownerId: string;
  /** @nullable */
  uncollectedSince: string | null;
}
