/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * record_sale: record the missed sale; not_a_sale: mark it; link: link it to a record by hand.
 */
export type ResolveLineDtoAction = typeof ResolveLineDtoAction[keyof typeof ResolveLineDtoAction];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ResolveLineDtoAction = {
  record_sale: 'record_sale',
  not_a_sale: 'not_a_sale',
  link: 'link',
} as const;
