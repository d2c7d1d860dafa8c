/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetAdminUsersSortOrder = typeof GetAdminUsersSortOrder[keyof typeof GetAdminUsersSortOrder];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetAdminUsersSortOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;
