/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ApiKeyDtoScope } from './apiKeyDtoScope';

export interface ApiKeyDto {
  createdAt: string;
  /**
   * When the key stops working (after a rotation: the end of its grace period); null: never.
   * @nullable
   */
  expiresAt: string | null;
  id: string;
  /**
   * Last time a script used the key (updated at most once a minute); null when never used.
   * @nullable
   */
  lastUsedAt: string | null;
  name: string;
  /** The first characters of the key, to tell keys apart. */
  prefix: string;
  /** in-world: scripts; read: programs that read; write: programs that read and change. */
  scope: ApiKeyDtoScope;
}
