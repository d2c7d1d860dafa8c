import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy } from 'passport-jwt';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import { type IdentityClaims, UsersService } from '../users/users.service';
import { AuthRuntime } from './auth-runtime';
import { AUTH_REQUIRED } from './guards/jwt-auth.guard';
import { readCookie, SESSION_COOKIE } from './session-cookie';

export const ACCOUNT_DEACTIVATED = 'Your account has been deactivated.';

/** How far ahead of this server's clock a token's issue time (`iat`) or start (`nbf`) may be. */
export const CLOCK_TOLERANCE_MS = 60_000;

type KeyProvider = (request: unknown, rawJwt: string, done: (error: unknown, key?: string | Buffer) => void) => void;

/** The bearer token; for a browser navigation to /api/logout, the session cookie instead. */
function extractToken(request: FastifyRequest): string | null {
  const bearer = ExtractJwt.fromAuthHeaderAsBearerToken()(request);
  if (bearer) return bearer;
  if (request.url.split('?')[0] === '/api/logout') return readCookie(request.headers.cookie, SESSION_COOKIE) ?? null;
  return null;
}

/** Verifies RS256 tokens against the provider's JWKS (Clerk, or the local provider over HTTP, the same way). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runtime: AuthRuntime,
    private readonly users: UsersService,
  ) {
    let provider: KeyProvider | null = null;
    super({
      jwtFromRequest: extractToken,
      algorithms: ['RS256'],
      issuer: runtime.issuer(),
      audience: config.auth.audience,
      ignoreExpiration: false,
      secretOrKeyProvider: (request: unknown, rawJwt: string, done: (error: unknown, key?: string | Buffer) => void) => {
        try {
          provider ??= passportJwtSecret({
            jwksUri: runtime.jwksUri(),
            cache: true,
            cacheMaxAge: 10 * 60 * 1000,
            rateLimit: true,
            jwksRequestsPerMinute: 10,
            timeout: 5000,
          }) as KeyProvider;
          provider(request, rawJwt, (error, key) => done(error ? new UnauthorizedException(AUTH_REQUIRED) : null, key));
        } catch {
          done(new UnauthorizedException(AUTH_REQUIRED));
        }
      },
    });
  }

  async validate(payload: IdentityClaims & { iat?: number; iat_ms?: number; exp?: number; azp?: string }): Promise<User> {
    // jsonwebtoken checks exp only when present: a token without one would never expire.
    if (typeof payload.exp !== 'number') throw new UnauthorizedException(AUTH_REQUIRED);
    const parties = this.config.auth.authorizedParties;
    if (parties.length > 0 && (!payload.azp || !parties.includes(payload.azp))) throw new UnauthorizedException(AUTH_REQUIRED);
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new UnauthorizedException(AUTH_REQUIRED);
    // A token issued in the future (beyond a minute of clock difference) was not issued by a provider keeping time.
    const latest = Date.now() + CLOCK_TOLERANCE_MS;
    if ((typeof payload.iat === 'number' && payload.iat * 1000 > latest) || (typeof payload.iat_ms === 'number' && payload.iat_ms > latest)) {
      throw new UnauthorizedException(AUTH_REQUIRED);
    }
    const user = await this.users.syncFromClaims(payload);
    if (user.deletedAt) throw new UnauthorizedException(AUTH_REQUIRED);
    // The built-in provider also signs the issue time in milliseconds, so the token it hands out right after a password
    // change (which signs the other sessions out) is not caught by that revocation within the same second.
    const issuedAtMs = this.runtime.localMode && typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
    if (user.sessionsRevokedAt && issuedAtMs <= user.sessionsRevokedAt.getTime()) {
      throw new UnauthorizedException(AUTH_REQUIRED);
    }
    if (!user.isActive) throw new ForbiddenException(ACCOUNT_DEACTIVATED);
    return user;
  }
}
