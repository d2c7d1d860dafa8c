/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ReportRedeliveryFailedDto {
  /** The key of the box that gave the item. */
  box_id?: string;
  /** Why the item could not be given. */
  reason: string;
}
