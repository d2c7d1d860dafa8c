/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * link: the kind of record.
 */
export type ResolveLineDtoRecordKind = typeof ResolveLineDtoRecordKind[keyof typeof ResolveLineDtoRecordKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ResolveLineDtoRecordKind = {
  sale: 'sale',
  refund: 'refund',
  'refund-order': 'refund-order',
  payout: 'payout',
  commission: 'commission',
} as const;
