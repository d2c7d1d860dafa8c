/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UserVendorDto {
  createdAt: string;
  id: number;
  /** The vendor's own switch. */
  isActive: boolean;
  name: string;
  /** Paused by Pause all vendors. */
  paused: boolean;
  /** Completed sales of all time, whole L$. */
  revenue: number;
  /** How many completed sales of all time. */
  sales: number;
}
