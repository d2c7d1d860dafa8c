/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UpdateProfileDto {
  /** Accepted only when it is the current address: the e-mail changes through a verified new address (POST /api/auth/local/change-email, or the sign-in provider). */
  email?: string;
  firstName?: string;
  lastName?: string;
}
