/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * in-world: scripts; read: programs that read; write: programs that read and change.
 */
export type ApiKeyDtoScope = typeof ApiKeyDtoScope[keyof typeof ApiKeyDtoScope];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ApiKeyDtoScope = {
  'in-world': 'in-world',
  read: 'read',
  write: 'write',
} as const;
