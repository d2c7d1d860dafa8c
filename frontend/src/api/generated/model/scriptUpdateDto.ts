/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ScriptUpdateDto {
  /** What each version after the object's brought, oldest first, each starting with its version. */
  changes: string[];
  /** The version the LSL Integration page serves. */
  version: string;
}
