/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type UpdateUserRoleDtoRole = typeof UpdateUserRoleDtoRole[keyof typeof UpdateUserRoleDtoRole];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateUserRoleDtoRole = {
  vendor: 'vendor',
  admin: 'admin',
} as const;
