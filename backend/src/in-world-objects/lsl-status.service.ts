import { Injectable } from '@nestjs/common';

import { Clock } from '../common/clock';
import { InWorldCallsService } from '../in-world/in-world-calls.service';
import type { InWorldCaller } from '../in-world/in-world-request';
import type { User } from '../users/user.entity';
import { VendorsService } from '../vendors/vendors.service';
import type { LslActivityDto, LslStatusDto } from './dto/lsl-status.dto';
import { InWorldObjectsRepository } from './in-world-objects.repository';
import { onlineSince } from './liveness';

@Injectable()
export class LslStatusService {
  constructor(
    private readonly vendors: VendorsService,
    private readonly calls: InWorldCallsService,
    private readonly objects: InWorldObjectsRepository,
    private readonly clock: Clock,
  ) {}

  async status(caller: InWorldCaller): Promise<LslStatusDto> {
    const ownerId = caller.kind === 'script' ? caller.owner.id : caller.kind === 'merchant' ? caller.user.id : null;
    // Only vendor objects count: the Marketplace vendor (a merchant's SL Marketplace sales) is none.
    const [total, active, lastRequest, objects] = await Promise.all([
      this.vendors.countInWorld(ownerId, false),
      // Active as on the dashboard: switched on and not paused by Pause all vendors.
      this.vendors.countInWorld(ownerId, true),
      this.calls.lastAuthenticatedAt(ownerId),
      this.objects.counts(ownerId, onlineSince(this.clock.now())),
    ]);
    return {
      active_vendors: active,
      total_vendors: total,
      last_request: lastRequest ? lastRequest.toISOString() : null,
      online_objects: objects.online,
      total_objects: objects.total,
    };
  }

  async activity(user: User): Promise<LslActivityDto> {
    const today = await this.calls.callsOfSltDay(user.id, this.clock.now());
    return { requestsToday: today.total, errorRate: today.errorRatePercent };
  }
}
