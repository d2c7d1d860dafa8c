/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CreateRedeliveryLinkDto {
  /** The avatar key of the buyer who touched the object: the page lists their purchases only. */
  avatar: string;
  /** The terminal or vendor touched; X-SecondLife-Object-Key when absent. */
  object_key?: string;
  /** A vendor's LSL key, when a vendor asks (counts the call against that vendor). */
  vendor_id?: string;
}
