/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Who gives the item. vendor: the vendor holds it (it reported so with PUT /api/lsl/vendors/inventory, or never reported its contents) and gives it now. box: its last list of contents (PUT /api/lsl/vendors/inventory) lacks it: it gives nothing, tells the buyer delivery.message, and a delivery box holding the item gives it (docs/decisions/0090-central-delivery.md). A gift card product is always vendor (its code is the item).
 */
export type VoucherRedeemedDtoDeliver = typeof VoucherRedeemedDtoDeliver[keyof typeof VoucherRedeemedDtoDeliver];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VoucherRedeemedDtoDeliver = {
  vendor: 'vendor',
  box: 'box',
} as const;
