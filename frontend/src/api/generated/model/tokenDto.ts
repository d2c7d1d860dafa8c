/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface TokenDto {
  /** An RS256 JWT to send as `Authorization: Bearer <token>`. */
  token: string;
}
