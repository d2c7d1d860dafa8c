/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type SplitsDtoTarget = typeof SplitsDtoTarget[keyof typeof SplitsDtoTarget];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SplitsDtoTarget = {
  vendor: 'vendor',
  product: 'product',
} as const;
