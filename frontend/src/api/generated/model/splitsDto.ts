/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { SplitDto } from './splitDto';
import type { SplitsDtoTarget } from './splitsDtoTarget';

export interface SplitsDto {
  /** The highest commission rate that can apply to the vendor's sales now, in percent: splits plus this may not pass 100. It is the rate outside events (the vendor's or the global configuration, else the platform's 5 %) or the rate of an event the vendor takes part in that has not ended, whichever is highest. */
  maxCommissionPercent: string;
  /** @nullable */
  productId: number | null;
  /** @nullable */
  productName: string | null;
  /** Its own splits, in the order saved (a product's replace its vendor's). */
  splits: SplitDto[];
  target: SplitsDtoTarget;
  /** Its own splits added up, in percent. */
  totalPercent: string;
  /** The vendor (for a product: the vendor that sells it). */
  vendorId: number;
  vendorName: string;
  /** For a product: its vendor's splits, which its sales pay while it has none of its own. Empty for a vendor. */
  vendorSplits: SplitDto[];
}
