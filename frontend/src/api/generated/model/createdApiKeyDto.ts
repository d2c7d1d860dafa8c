/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CreatedApiKeyDto {
  createdAt: string;
  id: string;
  /** The whole key, shown this once: only its hash is stored. Scripts send it as X-Api-Key. */
  key: string;
  prefix: string;
}
