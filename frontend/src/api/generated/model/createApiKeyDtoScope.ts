/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * in-world (default): for LSL scripts, sent as X-Api-Key to the in-world routes. read: a program reading your data through the REST API (GET only). write: a program reading and changing it. Neither read nor write reaches account or security settings or administrator routes.
 */
export type CreateApiKeyDtoScope = typeof CreateApiKeyDtoScope[keyof typeof CreateApiKeyDtoScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateApiKeyDtoScope = {
  'in-world': 'in-world',
  read: 'read',
  write: 'write',
} as const;
