/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type UpdateDeliveryReportedDtoStatus = typeof UpdateDeliveryReportedDtoStatus[keyof typeof UpdateDeliveryReportedDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateDeliveryReportedDtoStatus = {
  waiting: 'waiting',
  handed: 'handed',
  sent: 'sent',
  failed: 'failed',
  skipped: 'skipped',
  cancelled: 'cancelled',
} as const;
