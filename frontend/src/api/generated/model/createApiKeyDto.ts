/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CreateApiKeyDtoScope } from './createApiKeyDtoScope';

export interface CreateApiKeyDto {
  /**
   * When the key stops working by itself; null or absent: never.
   * @nullable
   */
  expiresAt?: string | null;
  /**
   * Your name for the key, to tell keys apart (default "Scripts").
   * @maxLength 60
   */
  name?: string;
  /** in-world (default): for LSL scripts, sent as X-Api-Key to the in-world routes. read: a program reading your data through the REST API (GET only). write: a program reading and changing it. Neither read nor write reaches account or security settings or administrator routes. */
  scope?: CreateApiKeyDtoScope;
}
