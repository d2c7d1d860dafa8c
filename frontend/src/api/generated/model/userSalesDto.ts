/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UserSalesTotalsDto } from './userSalesTotalsDto';

export interface UserSalesDto {
  /** Every completed sale, SL Marketplace sales included. */
  allTime: UserSalesTotalsDto;
  /** Completed sales of the last 30 SLT days, today included. */
  last30Days: UserSalesTotalsDto;
}
