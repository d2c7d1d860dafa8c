import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import { ApiKeysService, PROGRAM_KEY_IN_WORLD } from '../api-keys/api-keys.service';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { UserThrottlerGuard } from '../auth/guards/user-throttler.guard';
import { IN_WORLD_BOXES, IN_WORLD_VENDORS, type InWorldBoxes, type InWorldVendors } from './in-world-object-directory';
import { API_KEY_HEADER, type InWorldAccess, type InWorldRequest, sentApiKey } from './in-world-request';
import { ScriptThrottlerGuard } from './script-throttler.guard';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

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
    @Inject(IN_WORLD_VENDORS) private readonly sellingVendors: InWorldVendors,
    @Inject(IN_WORLD_BOXES) private readonly boxes: InWorldBoxes,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.get<InWorldAccess>(IN_WORLD_ACCESS, context.getHandler()) ?? 'script';
    const request = context.switchToHttp().getRequest<InWorldRequest>();

    if (access === 'script' || sentApiKey(request)) {
      request.inWorldCall = { userId: null, vendorId: null };
      const apiKey = await this.apiKeys.identify(request.headers[API_KEY_HEADER]);
      request.inWorldCall.userId = apiKey.owner.id;
      this.apiKeys.ensureOwnerActive(apiKey);
      if (apiKey.scope !== 'in-world') throw new ForbiddenException(PROGRAM_KEY_IN_WORLD);
      request.apiKey = apiKey;
      request.scriptObject = await this.scriptObjectOf(request, apiKey.owner.id);
      return this.scriptThrottler.canActivate(context);
    }
    if (access === 'script-or-merchant' || request.headers.authorization !== undefined) {
      await this.jwt.canActivate(context);
    }
    return this.userThrottler.canActivate(context);
  }

  /**
   * The owner's vendor (`vendor_id`) or delivery box (`box_id`) the call names, as a throttling tracker: the name is
   * read from the body, else the query, else the path (GET /api/lsl/quote names its vendor in the query), so every
   * call of an object counts against that object. Undefined when the call names none of the owner's objects. The
   * vendor is kept on the request for the route.
   */
  private async scriptObjectOf(request: InWorldRequest, ownerId: string): Promise<string | undefined> {
    const vendorKey = namedIn(request, 'vendor_id');
    if (vendorKey !== undefined) {
      const vendor = await this.sellingVendors.find(vendorKey);
      if (vendor && vendor.ownerId === ownerId) {
        request.sellingVendor = vendor;
        return `vendor:${ownerId}:${vendor.id}`;
      }
      return undefined;
    }
    const boxKey = namedIn(request, 'box_id');
    if (typeof boxKey === 'string' && UUID.test(boxKey)) {
      const box = await this.boxes.findOwnedByKey(ownerId, boxKey.toLowerCase());
      if (box) return `box:${ownerId}:${box.id}`;
    }
    return undefined;
  }
}

/** The value of `field` in the request's body, else its query, else its path parameters; undefined when none has it. */
function namedIn(request: InWorldRequest, field: 'vendor_id' | 'box_id'): unknown {
  for (const part of [request.body, request.query, request.params]) {
    if (part && typeof part === 'object' && !Array.isArray(part)) {
      const value = (part as Record<string, unknown>)[field];
      if (value !== undefined) return value;
    }
  }
  return undefined;
}
