/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * Absent for a redelivery request. "sale": a sale whose vendor does not hold the item (its answer said deliver "box"), reported like a redelivery request (/api/lsl/redeliveries/{id}/delivered or /failed). "update": an update delivery (a new product version sent to a past buyer), reported to /api/lsl/update-deliveries/{id}/delivered or /failed; its id is not a redelivery request id.
 */
export type PendingRedeliveryDtoKind = typeof PendingRedeliveryDtoKind[keyof typeof PendingRedeliveryDtoKind];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PendingRedeliveryDtoKind = {
  update: 'update',
  sale: 'sale',
} as const;
