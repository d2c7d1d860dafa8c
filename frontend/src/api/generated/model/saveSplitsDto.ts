/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { SplitInputDto } from './splitInputDto';

export interface SaveSplitsDto {
  /** At most 10 partners, each avatar once; [] removes every split. */
  splits: SplitInputDto[];
}
