/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * needs_mapping: the headers were not recognised; nothing was imported.
 */
export type HistoryUploadResultDtoStatus = typeof HistoryUploadResultDtoStatus[keyof typeof HistoryUploadResultDtoStatus];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HistoryUploadResultDtoStatus = {
  imported: 'imported',
  needs_mapping: 'needs_mapping',
} as const;
