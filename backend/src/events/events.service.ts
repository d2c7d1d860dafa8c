import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';

import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { CommissionInputsService } from '../commissions/commission-inputs.service';
import { Clock } from '../common/clock';
import { toPercentString } from '../common/field-rules';
import { DomainEvents } from '../event-bus/domain-events';
import type { User } from '../users/user.entity';
import { VendorsService } from '../vendors/vendors.service';
import { type EventDetailDto, type EventDto, type EventParticipantDto, toEventDailySalesDto, toEventDto, toEventParticipantDto } from './dto/event.dto';
import { type CreateEventDto, END_AFTER_START, EVENT_TOO_LONG, MAX_EVENT_DAYS, type UpdateEventDto } from './dto/event-input.dto';
import type { ShoppingEvent } from './event.entity';
import { EventsRepository } from './events.repository';

const EVENT_NOT_FOUND = 'Event not found.';

@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly vendors: VendorsService,
    private readonly domainEvents: DomainEvents,
    private readonly invalidation: CacheInvalidation,
    private readonly clock: Clock,
    private readonly commissions: CommissionInputsService,
  ) {}

  async list(user: User): Promise<EventDto[]> {
    const [rows, platformRate] = await Promise.all([this.events.listWithFigures(), this.commissions.platformRate()]);
    return rows.map((row) => toEventDto(row, user, platformRate));
  }

  async get(user: User, id: number): Promise<EventDetailDto> {
    const row = await this.events.findWithFigures(id);
    if (!row) throw new NotFoundException(EVENT_NOT_FOUND);
    const [participants, dailySales, platformRate] = await Promise.all([
      this.events.participants(id),
      this.events.dailySales(id, this.clock.now()),
      this.commissions.platformRate(),
    ]);
    return {
      ...toEventDto(row, user, platformRate),
      vendors: participants.map((participant) => toEventParticipantDto(participant, user)),
      dailySales: dailySales.map(toEventDailySalesDto),
    };
  }

  /** Any signed-in user may create an event and becomes its organiser. */
  async create(user: User, dto: CreateEventDto): Promise<EventDto> {
    const id = await this.events.transaction(async (manager) => {
      const event = await this.events.insert(manager, {
        organizerId: user.id,
        name: dto.name,
        description: dto.description ?? null,
        startDate: new Date(dto.startDate),
        endDate: new Date(dto.endDate),
        commissionRate: toPercentString(dto.commissionRate),
        // An administrator's rate stands as set; a merchant's below the platform's waits for an administrator.
        ...(user.role === 'admin' ? { approvedCommissionRate: toPercentString(dto.commissionRate), rateApprovedAt: this.clock.now() } : {}),
        isActive: dto.isActive ?? true,
      });
      await this.domainEvents.publish(
        { userId: user.id, type: 'event_created', description: `Event "${event.name}" created`, metadata: { eventId: event.id } },
        manager,
      );
      return event.id;
    });
    return this.getSummary(user, id);
  }

  /**
   * Only the organiser or an admin edits an event. Vendors of other merchants that joined keep the rate they accepted;
   * an administrator's new rate counts as approved.
   */
  async update(user: User, id: number, dto: UpdateEventDto): Promise<EventDto> {
    const event = await this.events.findById(id);
    if (!event) throw new NotFoundException(EVENT_NOT_FOUND);
    if (event.organizerId !== user.id && user.role !== 'admin') {
      throw new ForbiddenException('Only the organiser or an admin can edit this event.');
    }
    const changes: Partial<ShoppingEvent> = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.description !== undefined) changes.description = dto.description;
    if (dto.startDate !== undefined) changes.startDate = new Date(dto.startDate);
    if (dto.endDate !== undefined) changes.endDate = new Date(dto.endDate);
    if (dto.commissionRate !== undefined) {
      changes.commissionRate = toPercentString(dto.commissionRate);
      if (user.role === 'admin') Object.assign(changes, { approvedCommissionRate: changes.commissionRate, rateApprovedAt: this.clock.now() });
    }
    if (dto.isActive !== undefined) changes.isActive = dto.isActive;
    this.checkDates(changes.startDate ?? event.startDate, changes.endDate ?? event.endDate, dto.endDate !== undefined ? 'endDate' : 'startDate');
    if (Object.keys(changes).length > 0) {
      await this.events.update(id, changes);
      // Sales are priced on the events running: every instance hears of the change, this one at once.
      this.invalidation.forget('pricing', 'events');
    }
    return this.getSummary(user, id);
  }

  /**
   * An administrator approves the event's current rate: sales at the event may be charged down to it, below the
   * platform's rate. Approving again after the organiser lowered the rate approves the new one.
   */
  async approveRate(admin: User, id: number): Promise<EventDto> {
    const event = await this.events.findById(id);
    if (!event) throw new NotFoundException(EVENT_NOT_FOUND);
    await this.events.transaction(async (manager) => {
      await this.events.approveRate(manager, id, event.commissionRate, this.clock.now());
      await this.domainEvents.publish(
        {
          userId: admin.id,
          type: 'event_rate_approved',
          description: `Commission rate ${event.commissionRate}% approved for event "${event.name}"`,
          metadata: { eventId: id, commissionRate: event.commissionRate },
        },
        manager,
      );
    });
    this.invalidation.forget('pricing', 'events');
    return this.getSummary(admin, id);
  }

  /** Joining accepts the event's current commission rate; only the vendor's owner may do it. Joining again changes nothing. */
  async join(user: User, eventId: number, vendorId: number): Promise<EventParticipantDto> {
    await this.findEventOrFail(eventId);
    await this.findOwnVendorOrFail(user, vendorId);
    await this.events.join(eventId, vendorId);
    this.invalidation.forget('pricing', 'event_vendors');
    const [participant] = await this.events.participants(eventId, vendorId);
    if (!participant) throw new NotFoundException(EVENT_NOT_FOUND);
    return toEventParticipantDto(participant, user);
  }

  /** Leaving removes the participation; leaving an event the vendor is not in changes nothing. */
  async leave(user: User, eventId: number, vendorId: number): Promise<void> {
    await this.findEventOrFail(eventId);
    await this.findOwnVendorOrFail(user, vendorId);
    await this.events.leave(eventId, vendorId);
    this.invalidation.forget('pricing', 'event_vendors');
  }

  private async getSummary(user: User, id: number): Promise<EventDto> {
    const [row, platformRate] = await Promise.all([this.events.findWithFigures(id), this.commissions.platformRate()]);
    if (!row) throw new NotFoundException(EVENT_NOT_FOUND);
    return toEventDto(row, user, platformRate);
  }

  private async findEventOrFail(id: number): Promise<void> {
    const exists = await this.events.exists(id);
    if (!exists) throw new NotFoundException(EVENT_NOT_FOUND);
  }

  /** Another merchant's vendor answers 404; an admin sees it but may not accept a rate on its owner's behalf. */
  private async findOwnVendorOrFail(user: User, vendorId: number): Promise<void> {
    const vendor = await this.vendors.findVisibleOrFail(user, vendorId);
    if (vendor.ownerId !== user.id) {
      throw new ForbiddenException("Only the vendor's owner can join it to an event or take it out of one.");
    }
  }

  private checkDates(start: Date, end: Date, field: 'startDate' | 'endDate'): void {
    let message: string | null = null;
    if (end.getTime() <= start.getTime()) message = END_AFTER_START;
    else if (end.getTime() - start.getTime() > MAX_EVENT_DAYS * 86_400_000) message = EVENT_TOO_LONG;
    if (message) throw new BadRequestException({ message, fieldErrors: { [field]: [message] } });
  }
}
