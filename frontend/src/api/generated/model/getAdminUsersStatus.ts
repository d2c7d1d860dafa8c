/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetAdminUsersStatus = typeof GetAdminUsersStatus[keyof typeof GetAdminUsersStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetAdminUsersStatus = {
  active: 'active',
  inactive: 'inactive',
} as const;
