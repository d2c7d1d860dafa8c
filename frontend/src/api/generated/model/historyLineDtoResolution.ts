/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * @nullable
 */
export type HistoryLineDtoResolution = typeof HistoryLineDtoResolution[keyof typeof HistoryLineDtoResolution] | null;

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const HistoryLineDtoResolution = {
  recorded_sale: 'recorded_sale',
  not_a_sale: 'not_a_sale',
  linked: 'linked',
} as const;
