import { Body, Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { EventDetailDto, EventDto, EventParticipantDto } from './dto/event.dto';
import { CreateEventDto, UpdateEventDto } from './dto/event-input.dto';
import { EventsService } from './events.service';

const EVENT_NOT_FOUND = { description: 'Event not found.', type: ApiErrorDto };
const PARTICIPATION_NOT_FOUND = { description: 'Event not found, or vendor not found (or not yours).', type: ApiErrorDto };
const NOT_VENDOR_OWNER = {
  description: "Only the vendor's owner can join it to an event or take it out of one (an admin who does not own it gets this).",
  type: ApiErrorDto,
};

@ApiTags('Events')
@Controller('events')
@Authenticated()
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @Endpoint({ summary: 'Every event with its vendor count and sales, newest first', type: [EventDto] })
  getEvents(@CurrentUser() user: User): Promise<EventDto[]> {
    return this.events.list(user);
  }

  @Post()
  @Endpoint({ summary: 'Create an event; the caller becomes its organiser', status: 201, type: EventDto })
  createEvent(@CurrentUser() user: User, @Body() dto: CreateEventDto): Promise<EventDto> {
    return this.events.create(user, dto);
  }

  @Get(':id')
  @Endpoint({ summary: 'One event with its participating vendors and daily sales (SLT days)', type: EventDetailDto })
  @ApiNotFoundResponse(EVENT_NOT_FOUND)
  getEvent(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<EventDetailDto> {
    return this.events.get(user, id);
  }

  @Patch(':id')
  @Endpoint({ summary: 'Change an event (its organiser or an admin); only the fields sent change', type: EventDto })
  @ApiNotFoundResponse(EVENT_NOT_FOUND)
  @ApiForbiddenResponse({ description: 'Only the organiser or an admin can edit this event.', type: ApiErrorDto })
  updateEvent(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateEventDto): Promise<EventDto> {
    return this.events.update(user, id, dto);
  }

  @Put(':id/vendors/:vendorId')
  @Endpoint({
    summary: "Join one of your vendors to an event, accepting the event's commission rate",
    description: 'Idempotent: joining again keeps the rate accepted the first time.',
    type: EventParticipantDto,
  })
  @ApiNotFoundResponse(PARTICIPATION_NOT_FOUND)
  @ApiForbiddenResponse(NOT_VENDOR_OWNER)
  joinEvent(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Param('vendorId', ParseIdPipe) vendorId: number): Promise<EventParticipantDto> {
    return this.events.join(user, id, vendorId);
  }

  @Delete(':id/vendors/:vendorId')
  @Endpoint({ summary: 'Take one of your vendors out of an event', description: 'Idempotent.', status: 204 })
  @ApiNotFoundResponse(PARTICIPATION_NOT_FOUND)
  @ApiForbiddenResponse(NOT_VENDOR_OWNER)
  leaveEvent(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number, @Param('vendorId', ParseIdPipe) vendorId: number): Promise<void> {
    return this.events.leave(user, id, vendorId);
  }
}
