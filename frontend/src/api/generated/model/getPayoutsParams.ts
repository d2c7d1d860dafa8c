/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { GetPayoutsStatus } from './getPayoutsStatus';

export type GetPayoutsParams = {
  /**
   * Page number, from 1.
   * @minimum 1
   */
  page?: number;
  /**
   * Rows per page, at most 100.
   * @minimum 1
   * @maximum 100
   */
  pageSize?: number;
  /**
   * One partner's payouts (their avatar key).
   */
  avatarKey?: string;
  status?: GetPayoutsStatus;
};
