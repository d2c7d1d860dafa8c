/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface SalesPointDto {
  /** The SLT calendar day. */
  date: string;
  /** Axis label: the weekday for the 7-day range ('Mon'), month and day for longer ranges ('Jan 12'). */
  label: string;
  /** Completed sales that day, whole L$ (0 when none). */
  total: number;
}
