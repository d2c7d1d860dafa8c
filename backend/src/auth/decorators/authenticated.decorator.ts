import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

import { ApiErrorDto } from '../../common/dto/api-error.dto';
import { JwtAuthGuard } from '../guards/jwt-auth.guard';
import { ADMIN_ONLY, RolesGuard } from '../guards/roles.guard';
import { UserThrottlerGuard } from '../guards/user-throttler.guard';

export interface AuthenticatedOptions {
  admin?: boolean;
}

/** A signed-in route: bearer token verified, deactivated users refused, per-user throttling, optional admin role. */
export function Authenticated({ admin = false }: AuthenticatedOptions = {}): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ADMIN_ONLY, admin),
    UseGuards(JwtAuthGuard, RolesGuard, UserThrottlerGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Authentication required. Please sign in.', type: ApiErrorDto }),
    ApiForbiddenResponse({
      description: admin ? 'You do not have permission to perform this action.' : 'Your account has been deactivated.',
      type: ApiErrorDto,
    }),
    ApiTooManyRequestsResponse({ description: 'Too many requests; see the Retry-After header.', type: ApiErrorDto }),
  );
}
