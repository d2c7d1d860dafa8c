/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface TopProductDto {
  name: string;
  productId: number;
  /** Their total, whole L$. */
  revenue: number;
  /** Completed sales of the product in the last 30 SLT days. */
  unitsSold: number;
}
