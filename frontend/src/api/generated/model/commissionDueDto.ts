/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CommissionDueDto {
  /** Whole L$ to send now; 0 when nothing is due, no avatar is set, or another vendor was told to pay or paid less than a minute ago. */
  amount: number;
  /**
   * The collection avatar to pay (null until an admin sets it).
   * @nullable
   */
  avatar_key: string | null;
  /** @nullable */
  avatar_name: string | null;
  /** Seconds to wait before asking again. */
  retry_after: number;
}
