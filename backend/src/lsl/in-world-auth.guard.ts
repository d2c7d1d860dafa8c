import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { UserThrottlerGuard } from '../auth/guards/user-throttler.guard';
import { API_KEY_HEADER, type InWorldAccess, type InWorldRequest, sentApiKey } from './in-world-request';
import { ScriptThrottlerGuard } from './script-throttler.guard';

export const IN_WORLD_ACCESS = 'in-world:access';

/**
 * Authenticates an in-world route. With an X-Api-Key header the caller is the key's owner and is throttled
 * per vendor key; without one, a merchant's bearer token is checked where the route allows it and the
 * per-user throttle applies (per address for anonymous callers).
 */
@Injectable()
export class InWorldAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiKeys: ApiKeysService,
    private readonly jwt: JwtAuthGuard,
    private readonly scriptThrottler: ScriptThrottlerGuard,
    private readonly userThrottler: UserThrottlerGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.get<InWorldAccess>(IN_WORLD_ACCESS, context.getHandler()) ?? 'script';
    const request = context.switchToHttp().getRequest<InWorldRequest>();

    if (access === 'script' || sentApiKey(request)) {
      request.inWorldCall = { userId: null, vendorId: null };
      const apiKey = await this.apiKeys.identify(request.headers[API_KEY_HEADER]);
      request.inWorldCall.userId = apiKey.owner.id;
      this.apiKeys.ensureOwnerActive(apiKey);
      request.apiKey = apiKey;
      return this.scriptThrottler.canActivate(context);
    }
    if (access === 'script-or-merchant' || request.headers.authorization !== undefined) {
      await this.jwt.canActivate(context);
    }
    return this.userThrottler.canActivate(context);
  }
}
