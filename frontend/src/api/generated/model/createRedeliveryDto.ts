/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CreateRedeliveryDto {
  /** The avatar key of the buyer asking; required with X-Api-Key, where it must be the purchase's buyer. Ignored with a bearer token: the request is then filed by the signed-in merchant. */
  requested_by?: string;
  /** The purchase to deliver again. */
  transaction_id: number;
}
