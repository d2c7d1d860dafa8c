import type { FastifyRequest } from 'fastify';

import type { AuthenticatedApiKey } from '../api-keys/api-keys.service';
import type { User } from '../users/user.entity';
import type { SellingVendor } from './in-world-object-directory';

/**
 * Who may call a route:
 * - `script`: an in-world script with X-Api-Key, nobody else;
 * - `script-or-merchant`: X-Api-Key, or else a signed-in merchant's bearer token;
 * - `anyone`: X-Api-Key, a bearer token, or nothing at all (answers then cover the whole platform).
 */
export type InWorldAccess = 'script' | 'script-or-merchant' | 'anyone';

export const API_KEY_HEADER = 'x-api-key';

/** Fastify route config set through @RouteConfig, read by the call recorder even when a request never reaches a guard. */
export interface InWorldRouteConfig {
  inWorldAccess?: InWorldAccess;
}

/** What a request learnt about the in-world call, for the in_world_calls row written once the response is sent. */
export interface InWorldCallFacts {
  userId: string | null;
  vendorId: number | null;
}

/** The caller of an in-world route. A script call carries the facts its in_world_calls row will hold. */
export type InWorldCaller =
  | { kind: 'script'; apiKeyId: string; owner: User; call: InWorldCallFacts; vendor: SellingVendor | null }
  | { kind: 'merchant'; user: User }
  | { kind: 'anonymous' };

export type ScriptCaller = Extract<InWorldCaller, { kind: 'script' }>;

export type InWorldRequest = FastifyRequest & {
  user?: User | null;
  apiKey?: AuthenticatedApiKey;
  inWorldCall?: InWorldCallFacts;
  /** The vendor named by the body's vendor_id, when it is one of the key owner's vendors (read once, by the guard). */
  sellingVendor?: SellingVendor;
  /** The throttling tracker of the vendor or box making the call, when it exists; unset: counted against the API key. */
  scriptObject?: string;
};

export function sentApiKey(request: FastifyRequest): boolean {
  return request.headers[API_KEY_HEADER] !== undefined;
}

/** Remembers the vendor a script call concerns, for its in_world_calls row. */
export function noteVendor(caller: InWorldCaller, vendorId: number): void {
  if (caller.kind === 'script') caller.call.vendorId = vendorId;
}
