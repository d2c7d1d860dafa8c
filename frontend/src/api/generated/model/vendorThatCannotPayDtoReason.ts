/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * no_payouts_script: no payouts script in it has asked for its orders (missing, or set with another vendor key); no_permission: its payouts script has no permission to pay L$.
 */
export type VendorThatCannotPayDtoReason = typeof VendorThatCannotPayDtoReason[keyof typeof VendorThatCannotPayDtoReason];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VendorThatCannotPayDtoReason = {
  no_payouts_script: 'no_payouts_script',
  no_permission: 'no_permission',
} as const;
