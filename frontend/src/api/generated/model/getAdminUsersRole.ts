/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetAdminUsersRole = typeof GetAdminUsersRole[keyof typeof GetAdminUsersRole];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetAdminUsersRole = {
  vendor: 'vendor',
  admin: 'admin',
} as const;
