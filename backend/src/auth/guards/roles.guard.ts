import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import type { User } from '../../users/user.entity';

/** The metadata key @Authenticated({ admin: true }) sets (auth/decorators/authenticated.decorator.ts) and RolesGuard reads. */
export const ADMIN_ONLY = 'auth:admin-only';

export const NOT_PERMITTED = 'You do not have permission to perform this action.';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()]);
    if (!adminOnly) return true;
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    if (user?.role !== 'admin') throw new ForbiddenException(NOT_PERMITTED);
    return true;
  }
}
