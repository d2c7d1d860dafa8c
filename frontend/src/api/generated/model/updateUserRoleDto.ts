/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { UpdateUserRoleDtoRole } from './updateUserRoleDtoRole';

export interface UpdateUserRoleDto {
  role: UpdateUserRoleDtoRole;
}
