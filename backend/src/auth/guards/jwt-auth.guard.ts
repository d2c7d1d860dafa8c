import { type ExecutionContext, ForbiddenException, HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';

import { PROGRAM_KEY_HEADER, ProgramKeysLink } from '../program-keys';

export const AUTH_REQUIRED = 'Authentication required. Please sign in.';
export const PERSON_ONLY_ROUTE = 'An API key cannot reach account or security settings or administrator routes: sign in to the web app for those.';

/** The metadata key @Authenticated({ person: true }) (and admin routes) set: an API key may not call the route. */
export const PERSON_ONLY = 'auth:person-only';

/** How the request's user was authenticated: a person's session (bearer token or cookie) or a program's API key. */
export type AuthenticatedBy = 'session' | 'api-key';

/**
 * A signed-in route: a person's bearer token (or session cookie), verified against the JWKS; or, with an X-Api-Key
 * header and no Authorization header, a program's read or write API key (docs/decisions/0103-program-api-keys.md),
 * never on person-only routes.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly programKeys: ProgramKeysLink,
    private readonly reflector: Reflector,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, unknown>; method: string; user?: unknown; authenticatedBy?: AuthenticatedBy }>();
    const presented = request.headers[PROGRAM_KEY_HEADER];
    if (presented === undefined || request.headers.authorization !== undefined) {
      request.authenticatedBy = 'session';
      return (await super.canActivate(context)) as boolean;
    }
    const user = await this.programKeys.authenticate(presented, request.method);
    if (this.reflector.getAllAndOverride<boolean>(PERSON_ONLY, [context.getHandler(), context.getClass()])) {
      throw new ForbiddenException(PERSON_ONLY_ROUTE);
    }
    request.user = user;
    request.authenticatedBy = 'api-key';
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof HttpException) throw error;
    if (error || !user) throw new UnauthorizedException(AUTH_REQUIRED);
    return user;
  }
}

/** Like JwtAuthGuard, but lets the request through without a user when there is no valid token. */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(_error: unknown, user: TUser | false): TUser | null {
    return user || null;
  }
}
