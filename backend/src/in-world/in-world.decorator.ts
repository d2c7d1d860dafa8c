import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata, UnauthorizedException, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiHeader,
  ApiPayloadTooLargeResponse,
  ApiSecurity,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

import { API_KEY_REQUIRED } from '../api-keys/api-keys.service';
import { AUTH_REQUIRED } from '../auth/guards/jwt-auth.guard';
import { ACCOUNT_DEACTIVATED } from '../auth/jwt.strategy';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { IN_WORLD_ACCESS, InWorldAuthGuard } from './in-world-auth.guard';
import type { InWorldAccess, InWorldCaller, InWorldRequest, InWorldRouteConfig, ScriptCaller } from './in-world-request';

/** The name of the X-Api-Key security scheme declared in bootstrap.ts. */
export const API_KEY_SCHEME = 'api-key';

const SECOND_LIFE_HEADERS = [
  ['X-SecondLife-Shard', 'Added by the simulator ("Production" on the main grid). Stored with a sale; identifies, does not authenticate.'],
  ['X-SecondLife-Region', 'Added by the simulator: region name and corner coordinates. Stored with a sale.'],
  ['X-SecondLife-Object-Key', 'Added by the simulator: the calling object. Stored with a sale.'],
] as const;

export interface InWorldOptions {
  access: InWorldAccess;
  /** Whether the route takes a body (documents the 5 MB limit). */
  body?: boolean;
  /** Whether the route stores the X-SecondLife-* headers (documents them). */
  secondLifeHeaders?: boolean;
  /** The route's own 403 reasons, documented beside the deactivated account. */
  forbidden?: string[];
}

/** An in-world route: API key (and, where allowed, bearer token) checked, per-vendor-key throttling, every error documented. */
export function InWorld({ access, body = false, secondLifeHeaders = false, forbidden = [] }: InWorldOptions): MethodDecorator {
  const routeConfig: InWorldRouteConfig = { inWorldAccess: access };
  const unauthorized =
    access === 'script'
      ? `"${API_KEY_REQUIRED}" (no X-Api-Key, or an unknown or revoked key)`
      : `With X-Api-Key: "${API_KEY_REQUIRED}" With a bearer token that is not valid: "${AUTH_REQUIRED}"`;
  const decorators: MethodDecorator[] = [
    SetMetadata(IN_WORLD_ACCESS, access),
    RouteConfig(routeConfig),
    UseGuards(InWorldAuthGuard),
    ApiSecurity(API_KEY_SCHEME),
    ApiUnauthorizedResponse({ description: unauthorized, type: ApiErrorDto }),
    ApiForbiddenResponse({
      description: [`"${ACCOUNT_DEACTIVATED}" (the key's owner or the signed-in user)`, ...forbidden.map((reason) => `"${reason}"`)].join(', or '),
      type: ApiErrorDto,
    }),
    ApiTooManyRequestsResponse({
      description:
        'Too many requests: 50 a minute and 1000 an hour per vendor or delivery box (calls naming no object of yours count against the API key), a ceiling per API key, and per user without a key; see Retry-After.',
      type: ApiErrorDto,
    }),
  ];
  if (access !== 'script') decorators.push(ApiBearerAuth());
  // An empty requirement: the route answers callers without credentials too.
  if (access === 'anyone') decorators.push(ApiSecurity({}));
  if (body) {
    decorators.push(ApiPayloadTooLargeResponse({ description: 'The request body is larger than the 5 MB limit.', type: ApiErrorDto }));
  }
  if (secondLifeHeaders) {
    for (const [name, description] of SECOND_LIFE_HEADERS) decorators.push(ApiHeader({ name, description, required: false }));
  }
  return applyDecorators(...decorators);
}

function callerOf(request: InWorldRequest): InWorldCaller {
  if (request.apiKey && request.inWorldCall) {
    return { kind: 'script', apiKeyId: request.apiKey.id, owner: request.apiKey.owner, call: request.inWorldCall, vendor: request.sellingVendor ?? null };
  }
  if (request.user) return { kind: 'merchant', user: request.user };
  return { kind: 'anonymous' };
}

/** The caller of an @InWorld route: a script (API key owner), a signed-in merchant, or nobody. */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): InWorldCaller => {
  return callerOf(context.switchToHttp().getRequest<InWorldRequest>());
});

/** The script calling an @InWorld({ access: 'script' }) route. */
export const Script = createParamDecorator((_data: unknown, context: ExecutionContext): ScriptCaller => {
  const caller = callerOf(context.switchToHttp().getRequest<InWorldRequest>());
  if (caller.kind !== 'script') throw new UnauthorizedException(API_KEY_REQUIRED);
  return caller;
});
