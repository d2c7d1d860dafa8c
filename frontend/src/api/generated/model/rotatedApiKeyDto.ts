/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { RotatedApiKeyDtoScope } from './rotatedApiKeyDtoScope';

export interface RotatedApiKeyDto {
  createdAt: string;
  /** @nullable */
  expiresAt: string | null;
  id: string;
  /** The whole key, shown this once: only its hash is stored. Scripts and programs send it as X-Api-Key. */
  key: string;
  name: string;
  prefix: string;
  /** When the rotated key stops working (now, for a grace of 0 hours). */
  previousKeyWorksUntil: string;
  scope: RotatedApiKeyDtoScope;
}
