/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { GetAdminUsersRole } from './getAdminUsersRole';
import type { GetAdminUsersStatus } from './getAdminUsersStatus';
import type { GetAdminUsersSortBy } from './getAdminUsersSortBy';
import type { GetAdminUsersSortOrder } from './getAdminUsersSortOrder';

export type GetAdminUsersParams = {
  /**
   * Text found anywhere in the full name, the e-mail or the user id, ignoring case; % and _ match themselves (at most 100 characters).
   */
  search?: string;
  /**
   * Only users with this role.
   */
  role?: GetAdminUsersRole;
  /**
   * Only active users, or only deactivated ones.
   */
  status?: GetAdminUsersStatus;
  /**
   * name sorts by the name shown (full name, else e-mail, else id); status puts active users first in ascending order. Ties: newest first.
   */
  sortBy?: GetAdminUsersSortBy;
  sortOrder?: GetAdminUsersSortOrder;
  /**
   * @minimum 1
   */
  page?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  pageSize?: number;
};
