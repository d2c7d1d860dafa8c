/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type SplitTargetDtoTarget = typeof SplitTargetDtoTarget[keyof typeof SplitTargetDtoTarget];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SplitTargetDtoTarget = {
  vendor: 'vendor',
  product: 'product',
} as const;
