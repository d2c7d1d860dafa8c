/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UserActivityDto } from './userActivityDto';
import type { UserSalesDto } from './userSalesDto';
import type { UserDto } from './userDto';
import type { UserVendorDto } from './userVendorDto';

export interface AdminUserDetailsDto {
  /** The latest 10 entries of the activity log done by the user or to them, newest first. */
  recentActivity: UserActivityDto[];
  sales: UserSalesDto;
  user: UserDto;
  /** Their in-world vendors, newest first (the SL Marketplace vendor is not listed; its sales count in `sales`). */
  vendors: UserVendorDto[];
}
