/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type CreatedApiKeyDtoScope = typeof CreatedApiKeyDtoScope[keyof typeof CreatedApiKeyDtoScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatedApiKeyDtoScope = {
  'in-world': 'in-world',
  read: 'read',
  write: 'write',
} as const;
