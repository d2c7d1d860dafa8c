/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetAdminUsersSortBy = typeof GetAdminUsersSortBy[keyof typeof GetAdminUsersSortBy];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetAdminUsersSortBy = {
  createdAt: 'createdAt',
  name: 'name',
  email: 'email',
  role: 'role',
  status: 'status',
} as const;
