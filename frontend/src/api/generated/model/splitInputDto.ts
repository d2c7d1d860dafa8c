/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { SplitInputDtoPercent } from './splitInputDtoPercent';

export interface SplitInputDto {
  /** The partner's avatar key (their UUID in Second Life). */
  avatarKey: string;
  /**
   * The partner's name, for you (at most 100 characters).
   * @maxLength 100
   */
  avatarName: string;
  /** Percent of the price each sale was paid, more than 0 and at most 100, up to 2 decimals. */
  percent: SplitInputDtoPercent;
}
