/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UserDto } from './userDto';

export interface AdminUserPageDto {
  items: UserDto[];
  page: number;
  pageSize: number;
  /** Users matching the filters (deleted accounts are never listed). */
  total: number;
}
