/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface PayoutSecretDto {
  /** The key payouts.lsl checks every payout order with: 64 hexadecimal characters, issued once to this object for this vendor key. Keep it in protected linkset data; never send it anywhere. */
  secret: string;
}
