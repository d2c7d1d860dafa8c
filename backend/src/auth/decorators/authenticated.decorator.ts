import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiSecurity, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

import { ApiErrorDto } from '../../common/dto/api-error.dto';
import { JwtAuthGuard, PERSON_ONLY } from '../guards/jwt-auth.guard';
import { ADMIN_ONLY, RolesGuard } from '../guards/roles.guard';
import { UserThrottlerGuard } from '../guards/user-throttler.guard';
import { PROGRAM_KEY_SCHEME } from '../program-keys';

export interface AuthenticatedOptions {
  admin?: boolean;
  /** Account and security settings: a signed-in person only, never a program's API key (admin routes are too). */
  person?: boolean;
}

/**
 * A signed-in route: bearer token verified (or a program's read or write API key, on routes not for a person only),
 * deactivated users refused, per-user throttling, optional admin role.
 */
export function Authenticated({ admin = false, person = false }: AuthenticatedOptions = {}): MethodDecorator & ClassDecorator {
  const personOnly = admin || person;
  return applyDecorators(
    SetMetadata(ADMIN_ONLY, admin),
    SetMetadata(PERSON_ONLY, personOnly),
    UseGuards(JwtAuthGuard, RolesGuard, UserThrottlerGuard),
    ApiBearerAuth(),
    ...(personOnly ? [] : [ApiSecurity(PROGRAM_KEY_SCHEME)]),
    ApiUnauthorizedResponse({ description: 'Authentication required. Please sign in.', type: ApiErrorDto }),
    ApiForbiddenResponse({
      description: admin ? 'You do not have permission to perform this action.' : 'Your account has been deactivated.',
      type: ApiErrorDto,
    }),
    ApiTooManyRequestsResponse({ description: 'Too many requests; see the Retry-After header.', type: ApiErrorDto }),
  );
}
