/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type RotatedApiKeyDtoScope = typeof RotatedApiKeyDtoScope[keyof typeof RotatedApiKeyDtoScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RotatedApiKeyDtoScope = {
  'in-world': 'in-world',
  read: 'read',
  write: 'write',
} as const;
