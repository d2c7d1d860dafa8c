import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

import type { User } from '../../users/user.entity';

/** The signed-in user, loaded by the JWT strategy. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  return context.switchToHttp().getRequest<{ user: User }>().user;
});
