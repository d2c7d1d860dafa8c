/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface RedeliveryLinkDto {
  /** When the link stops working: 30 minutes after it was made (UTC, ISO 8601). */
  expires_at: string;
  /** The page to open with llLoadURL: this platform's address, /redeliver/ and a secret token. */
  url: string;
}
