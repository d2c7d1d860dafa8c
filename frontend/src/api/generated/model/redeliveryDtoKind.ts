/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * redelivery: the item asked for again; sale: a sale whose vendor does not hold the item, delivered by a box (decision 0090).
 */
export type RedeliveryDtoKind = typeof RedeliveryDtoKind[keyof typeof RedeliveryDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RedeliveryDtoKind = {
  redelivery: 'redelivery',
  sale: 'sale',
} as const;
