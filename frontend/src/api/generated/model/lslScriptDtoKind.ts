/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type LslScriptDtoKind = typeof LslScriptDtoKind[keyof typeof LslScriptDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LslScriptDtoKind = {
  vendor: 'vendor',
  'vendor-payments': 'vendor-payments',
  'vendor-menu': 'vendor-menu',
  'vendor-catalogue': 'vendor-catalogue',
  'delivery-box': 'delivery-box',
  terminal: 'terminal',
  payouts: 'payouts',
} as const;
