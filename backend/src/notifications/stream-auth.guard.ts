import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

import { AUTH_REQUIRED, JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { ADMIN_ONLY, RolesGuard } from '../auth/guards/roles.guard';
import { UserThrottlerGuard } from '../auth/guards/user-throttler.guard';
import { ACCOUNT_DEACTIVATED } from '../auth/jwt.strategy';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import type { User } from '../users/user.entity';
import { type LiveStream, StreamTickets } from './stream-tickets';

const LIVE_STREAM = 'live-stream';

/**
 * Who opens a live stream: the user of a stream ticket in `?ticket=` (the browser's EventSource), else of the bearer
 * token (any other client). A ticket's user is checked as a token's is: an account deleted, deactivated, or signed out
 * of all sessions since the ticket was issued is refused.
 */
@Injectable()
export class StreamAuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtAuthGuard,
    private readonly tickets: StreamTickets,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ query?: Record<string, unknown>; user?: User }>();
    const ticket = request.query?.ticket;
    if (ticket === undefined) return this.jwt.canActivate(context);
    const stream = this.reflector.get<LiveStream>(LIVE_STREAM, context.getHandler());
    const verified = typeof ticket === 'string' ? await this.tickets.verify(ticket, stream) : null;
    if (!verified) throw new UnauthorizedException(AUTH_REQUIRED);
    const user = await this.tickets.userOf(verified);
    if (!user || user.deletedAt) throw new UnauthorizedException(AUTH_REQUIRED);
    if (user.sessionsRevokedAt && verified.issuedAt.getTime() <= user.sessionsRevokedAt.getTime()) throw new UnauthorizedException(AUTH_REQUIRED);
    if (!user.isActive) throw new ForbiddenException(ACCOUNT_DEACTIVATED);
    request.user = user;
    return true;
  }
}

/** A live stream route: opened with a stream ticket or a bearer token, per-user throttling, optional admin role. */
export function LiveStreamRoute(stream: LiveStream, { admin = false }: { admin?: boolean } = {}): MethodDecorator {
  return applyDecorators(
    SetMetadata(ADMIN_ONLY, admin),
    SetMetadata(LIVE_STREAM, stream),
    UseGuards(StreamAuthGuard, RolesGuard, UserThrottlerGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Authentication required. Please sign in. (No valid ticket or token.)', type: ApiErrorDto }),
    ApiForbiddenResponse({
      description: admin ? 'You do not have permission to perform this action.' : 'Your account has been deactivated.',
      type: ApiErrorDto,
    }),
    ApiTooManyRequestsResponse({ description: 'Too many requests; see the Retry-After header.', type: ApiErrorDto }),
  );
}
