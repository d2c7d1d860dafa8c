/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface OwnerDto {
  /** @nullable */
  email: string | null;
  /** The owner's user id. */
  id: string;
  /** First and last name, else the e-mail, else the id. */
  name: string;
}
