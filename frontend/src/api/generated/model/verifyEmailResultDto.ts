/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface VerifyEmailResultDto {
  /** The verified address, which the account now signs in with. */
  email: string;
  /** True when the link changed the account to a new address (other sessions are signed out). */
  emailChanged: boolean;
  /** A sentence to show the user. */
  message: string;
  /** After an address change, a new token for the caller when they sent the same account's token (their old one is refused now). */
  token?: string;
}
