import { ApiProperty } from '@nestjs/swagger';
import type Decimal from 'decimal.js';

import { eventRateInForce } from '../../commissions/commission-engine';
import type { User } from '../../users/user.entity';
import type { DailySalesRow, EventRow, ParticipantRow } from '../events.repository';

type Viewer = Pick<User, 'id' | 'role'>;

export class EventDto {
  @ApiProperty({ type: 'integer', example: 4 })
  id: number;

  @ApiProperty({ example: 'Uber Shopping Event' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'Monthly themed shopping event' })
  description: string | null;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-01T08:00:00.000Z' })
  startDate: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'The event runs until this instant (exclusive).', example: '2026-12-24T08:00:00.000Z' })
  endDate: string;

  @ApiProperty({ description: 'Percent with 2 decimals, as an exact decimal string.', example: '7.50' })
  commissionRate: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Percent: the lowest rate an administrator approved for this event, or null. Events an administrator organises are approved at their rate.',
    example: null,
  })
  approvedCommissionRate: string | null;

  @ApiProperty({
    description:
      "Percent with 2 decimals: the rate sales at this event are charged now. A rate below the platform's applies only down to the approved rate; until an administrator approves it, the platform's rate.",
    example: '7.50',
  })
  rateInForce: string;

  @ApiProperty({ description: "Whether the event's rate is below the platform's and waits for an administrator's approval.", example: false })
  rateAwaitingApproval: boolean;

  @ApiProperty({ example: true })
  isActive: boolean;

  @ApiProperty({ description: "The organiser's user id.", example: 'user_2abc' })
  organizerId: string;

  @ApiProperty({ type: 'integer', description: 'Vendors taking part.', example: 24 })
  vendorCount: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$: the sum of completed sales made at the event.', example: 12500 })
  totalSales: number;

  @ApiProperty({ description: 'Whether the caller organises this event.', example: false })
  isOrganizer: boolean;

  @ApiProperty({ description: 'Whether the caller may edit this event (its organiser or an admin).', example: false })
  canEdit: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class EventParticipantDto {
  @ApiProperty({ type: 'integer', description: 'The vendor id.', example: 12 })
  id: number;

  @ApiProperty({ description: 'The vendor name.', example: 'Main Store' })
  name: string;

  @ApiProperty({ description: 'Whether the caller owns this vendor (and so may take it out of the event).', example: true })
  isOwn: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  joinedAt: string;

  @ApiProperty({ description: "The event's commission rate (percent) when the vendor joined.", example: '7.50' })
  acceptedCommissionRate: string;

  @ApiProperty({ type: 'integer', description: "Whole L$: the vendor's completed sales at the event.", example: 4200 })
  totalSales: number;
}

export class EventDailySalesDto {
  @ApiProperty({ description: 'A day in Second Life time (America/Los_Angeles), YYYY-MM-DD.', example: '2026-12-01' })
  date: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$: completed sales at the event on that day.', example: 1800 })
  totalSales: number;
}

export class EventDetailDto extends EventDto {
  @ApiProperty({ type: [EventParticipantDto], description: 'Participating vendors, latest to join first.' })
  vendors: EventParticipantDto[];

  @ApiProperty({
    type: [EventDailySalesDto],
    description: 'One point per SLT day of the event, in date order; days without sales are 0.',
  })
  dailySales: EventDailySalesDto[];
}

/** isOrganizer and canEdit are worked out for the viewer; the rate in force from the platform's rate (a fraction). */
export function toEventDto(row: EventRow, viewer: Viewer, platformRate: Decimal): EventDto {
  const isOrganizer = row.organizerId === viewer.id;
  const inForce = eventRateInForce({ id: row.id, commissionRate: row.commissionRate, approvedRate: row.approvedCommissionRate }, platformRate);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    commissionRate: row.commissionRate,
    approvedCommissionRate: row.approvedCommissionRate,
    rateInForce: inForce.rate.times(100).toFixed(2),
    rateAwaitingApproval: inForce.held,
    isActive: row.isActive,
    organizerId: row.organizerId,
    vendorCount: row.vendorCount,
    totalSales: Number(row.totalSales),
    isOrganizer,
    canEdit: isOrganizer || viewer.role === 'admin',
    createdAt: row.createdAt.toISOString(),
  };
}

export function toEventParticipantDto(row: ParticipantRow, viewer: Viewer): EventParticipantDto {
  return {
    id: row.id,
    name: row.name,
    isOwn: row.ownerId === viewer.id,
    joinedAt: row.joinedAt.toISOString(),
    acceptedCommissionRate: row.acceptedCommissionRate,
    totalSales: Number(row.totalSales),
  };
}

export function toEventDailySalesDto(row: DailySalesRow): EventDailySalesDto {
  return { date: row.date, totalSales: Number(row.totalSales) };
}
