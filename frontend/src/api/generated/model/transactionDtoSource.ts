/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * in-world: sold by one of your in-world vendors; marketplace: sold on the SL Marketplace (its vendor is "SL Marketplace"); reconciliation: recorded by you from your Second Life transaction history.
 */
export type TransactionDtoSource = typeof TransactionDtoSource[keyof typeof TransactionDtoSource];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TransactionDtoSource = {
  'in-world': 'in-world',
  marketplace: 'marketplace',
  reconciliation: 'reconciliation',
} as const;
