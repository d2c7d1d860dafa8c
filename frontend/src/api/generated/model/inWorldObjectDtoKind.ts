/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type InWorldObjectDtoKind = typeof InWorldObjectDtoKind[keyof typeof InWorldObjectDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InWorldObjectDtoKind = {
  vendor: 'vendor',
  'delivery-box': 'delivery-box',
  terminal: 'terminal',
} as const;
