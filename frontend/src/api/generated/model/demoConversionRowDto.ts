/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface DemoConversionRowDto {
  /** Different avatars who had those demos. */
  avatars: number;
  /** How many of those avatars bought the product (a completed sale, gifts included) at or after their first demo of the range, up to now. */
  buyers: number;
  /** buyers / avatars, from 0 to 1, rounded to 4 decimals. */
  conversionRate: number;
  /** Demos given on the days of the range (at most one per avatar and SLT day). */
  demos: number;
  name: string;
  /**
   * The owning merchant's name in the platform analytics; null otherwise.
   * @nullable
   */
  ownerName: string | null;
  productId: number;
}
