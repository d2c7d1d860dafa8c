/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface LocalAccountDto {
  /** The address the account signs in with. */
  email: string;
  /** Whether the owner has opened the verification link sent to `email`. */
  emailVerified: boolean;
  /**
   * A new address waiting for its link to be opened, if any.
   * @nullable
   */
  pendingEmail: string | null;
}
