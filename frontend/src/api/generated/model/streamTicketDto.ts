/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface StreamTicketDto {
  expiresAt: string;
  /** Put in the stream address as ?ticket=…; it opens that stream for a minute. */
  ticket: string;
}
