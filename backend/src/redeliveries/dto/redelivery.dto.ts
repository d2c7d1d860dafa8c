import { ApiProperty } from '@nestjs/swagger';

import { REDELIVERY_KINDS, REDELIVERY_STATUSES, type RedeliveryKind, type RedeliveryStatus } from '../redelivery.entity';

/** A redelivery request as the merchant's Redelivery System page shows it. */
export class RedeliveryDto {
  @ApiProperty({ description: 'Request id.', example: 17 })
  id: number;

  @ApiProperty({
    enum: REDELIVERY_KINDS,
    description: 'redelivery: the item asked for again; sale: a sale whose vendor does not hold the item, delivered by a box (decision 0090).',
    example: 'redelivery',
  })
  kind: RedeliveryKind;

  @ApiProperty({ description: "The buyer's avatar key, or the id of the merchant who filed it by hand.", example: 'a2e76fcd-9360-4f6d-a924-000000000001' })
  requestedBy: string;

  @ApiProperty({ description: 'The sale to deliver again.', example: 1042 })
  transactionId: number;

  @ApiProperty({
    description: 'pending (waiting for a delivery box) → assigned (handed to a box) → completed, or failed.',
    enum: REDELIVERY_STATUSES,
    example: 'pending',
  })
  status: RedeliveryStatus;

  @ApiProperty({ format: 'date-time', description: 'When it was requested (UTC, ISO 8601).', example: '2026-01-15T19:04:05.000Z' })
  requestedAt: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the merchant last asked for it to be sent to a box (Process), or null.',
    example: null,
    nullable: true,
    type: String,
  })
  processedAt: string | null;

  @ApiProperty({ format: 'date-time', description: 'When the item was delivered, or null.', example: null, nullable: true, type: String })
  completedAt: string | null;

  @ApiProperty({ description: 'Why delivery failed, or null.', example: null, nullable: true, type: String })
  failureReason: string | null;

  @ApiProperty({ description: "The product's name, when the sale names one.", example: 'Mesh Jacket', nullable: true, type: String })
  productName: string | null;

  @ApiProperty({ description: "The buyer's avatar name, when known.", example: 'Ava Resident', nullable: true, type: String })
  buyerName: string | null;

  @ApiProperty({
    description: "The inventory name a delivery box gives: the product's SL Item ID, else its name; null when the sale names no product.",
    example: 'Mesh Jacket',
    nullable: true,
    type: String,
  })
  item: string | null;

  @ApiProperty({ type: 'integer', description: 'The delivery box it is handed to (or that delivered it), or null.', example: 3, nullable: true })
  boxId: number | null;

  @ApiProperty({ description: "That box's name, or null.", example: 'Main store box', nullable: true, type: String })
  boxName: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it was handed to its box, or null.', example: null, nullable: true, type: String })
  assignedAt: string | null;

  @ApiProperty({
    description: 'Why a pending request has no box yet, or null.',
    example: 'No online delivery box holds "Mesh Jacket".',
    nullable: true,
    type: String,
  })
  waitingReason: string | null;
}

/** One page of redelivery requests. */
export class RedeliveryPageDto {
  @ApiProperty({ type: [RedeliveryDto] })
  items: RedeliveryDto[];

  @ApiProperty({ description: 'Number of matching requests (exact).', example: 12 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 25 })
  pageSize: number;
}

export class RedeliveryStatsDto {
  @ApiProperty({ description: 'Requests waiting for a delivery box.', example: 3 })
  pending: number;

  @ApiProperty({ description: 'Requests handed to a delivery box and not yet reported.', example: 1 })
  assigned: number;

  @ApiProperty({ description: 'Requests completed since midnight SLT.', example: 5 })
  completedToday: number;

  @ApiProperty({
    description:
      'completed / (completed + failed) among the requests filed in the last 30 days, in percent with 1 decimal; null when none of them is completed or failed yet.',
    example: '98.5',
    nullable: true,
    type: String,
  })
  successRate: string | null;
}

export interface RedeliveryRow {
  id: number;
  kind: RedeliveryKind;
  requestedBy: string;
  transactionId: number;
  status: RedeliveryStatus;
  requestedAt: Date;
  processedAt: Date | null;
  completedAt: Date | null;
  failureReason: string | null;
  productName: string | null;
  buyerName: string | null;
  item: string | null;
  boxId: number | null;
  boxName: string | null;
  assignedAt: Date | null;
  waitingReason: string | null;
  /** The vendor owner's id: whose boxes deliver it. */
  ownerId: string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toRedeliveryDto(row: RedeliveryRow): RedeliveryDto {
  return {
    id: row.id,
    kind: row.kind,
    requestedBy: row.requestedBy,
    transactionId: row.transactionId,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    processedAt: iso(row.processedAt),
    completedAt: iso(row.completedAt),
    failureReason: row.failureReason,
    productName: row.productName,
    buyerName: row.buyerName,
    item: row.item,
    boxId: row.boxId,
    boxName: row.boxName,
    assignedAt: iso(row.assignedAt),
    waitingReason: row.status === 'pending' ? row.waitingReason : null,
  };
}
