/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UserSalesTotalsDto {
  /** Commission on them, L$ with 2 decimals (exact). */
  commission: string;
  /** Whole L$. */
  revenue: number;
  /** How many completed sales. */
  sales: number;
}
