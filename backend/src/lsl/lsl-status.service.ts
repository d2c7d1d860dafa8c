import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { InWorldObjectsRepository } from '../in-world-objects/in-world-objects.repository';
import { onlineSince } from '../in-world-objects/liveness';
import type { User } from '../users/user.entity';
import { Vendor } from '../vendors/vendor.entity';
import type { LslActivityDto, LslStatusDto } from './dto/lsl-status.dto';
import { InWorldCallsRepository } from './in-world-calls.repository';
import type { InWorldCaller } from './in-world-request';

@Injectable()
export class LslStatusService {
  constructor(
    @InjectRepository(Vendor) private readonly vendors: Repository<Vendor>,
    private readonly calls: InWorldCallsRepository,
    private readonly objects: InWorldObjectsRepository,
    private readonly clock: Clock,
  ) {}

  async status(caller: InWorldCaller): Promise<LslStatusDto> {
    const ownerId = caller.kind === 'script' ? caller.owner.id : caller.kind === 'merchant' ? caller.user.id : null;
    // Only vendor objects count: the Marketplace vendor (a merchant's SL Marketplace sales) is none.
    const owned = ownerId ? { ownerId, kind: 'in-world' as const } : { kind: 'in-world' as const };
    const [total, active, lastRequest, objects] = await Promise.all([
      this.vendors.count({ where: owned }),
      this.vendors.count({ where: { ...owned, isActive: true } }),
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
