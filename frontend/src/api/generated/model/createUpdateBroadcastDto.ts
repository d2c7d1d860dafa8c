/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CreateUpdateBroadcastDto {
  /** The version to send: the product's current one. */
  productVersionId: number;
}
