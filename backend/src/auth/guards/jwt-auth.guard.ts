import { HttpException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

export const AUTH_REQUIRED = 'Authentication required. Please sign in.';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
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
