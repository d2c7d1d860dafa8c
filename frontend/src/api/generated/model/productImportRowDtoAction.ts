/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type ProductImportRowDtoAction = typeof ProductImportRowDtoAction[keyof typeof ProductImportRowDtoAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ProductImportRowDtoAction = {
  create: 'create',
  update: 'update',
} as const;
