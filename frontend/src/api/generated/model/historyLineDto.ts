/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { HistoryLineDtoResolution } from './historyLineDtoResolution';

export interface HistoryLineDto {
  /** Whole L$: received positive, paid negative. */
  amount: number;
  /** @nullable */
  balance: number | null;
  /** @nullable */
  description: string | null;
  id: number;
  /**
   * sale, refund or payout: what the line is matched with.
   * @nullable
   */
  matchKind: string | null;
  /** @nullable */
  matchedId: number | null;
  occurredAt: string;
  /** @nullable */
  otherParty: string | null;
  /** @nullable */
  region: string | null;
  /** @nullable */
  resolution: HistoryLineDtoResolution;
  /** @nullable */
  resolutionNote: string | null;
  /** @nullable */
  slTransactionId: string | null;
  /** @nullable */
  type: string | null;
}
