/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { SplitDto } from './splitDto';
import type { SplitTargetDtoTarget } from './splitTargetDtoTarget';

export interface SplitTargetDto {
  /** @nullable */
  productId: number | null;
  /** @nullable */
  productName: string | null;
  splits: SplitDto[];
  target: SplitTargetDtoTarget;
  totalPercent: string;
  vendorId: number;
  vendorName: string;
}
