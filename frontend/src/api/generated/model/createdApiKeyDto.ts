/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CreatedApiKeyDtoScope } from './createdApiKeyDtoScope';

export interface CreatedApiKeyDto {
  createdAt: string;
  /** @nullable */
  expiresAt: string | null;
  id: string;
  /** The whole key, shown this once: only its hash is stored. Scripts and programs send it as X-Api-Key. */
  key: string;
  name: string;
  prefix: string;
  scope: CreatedApiKeyDtoScope;
}
