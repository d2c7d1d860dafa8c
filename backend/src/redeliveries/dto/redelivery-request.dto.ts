import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { REDELIVERY_STATUSES, type RedeliveryStatus } from '../redelivery.entity';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** What lsl/redelivery-terminal.lsl sends; a signed-in merchant sends transaction_id only. */
export class CreateRedeliveryDto {
  @ApiProperty({ type: 'integer', description: 'The purchase to deliver again.', example: 5 })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'transaction_id must be the id of a purchase (a whole number)' })
  @Min(1, { message: 'transaction_id must be the id of a purchase (a whole number)' })
  @IsInt({ message: 'transaction_id must be the id of a purchase (a whole number)' })
  @IsDefined({ message: 'transaction_id is required: the purchase to deliver again' })
  transaction_id: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      "The avatar key of the buyer asking; required with X-Api-Key, where it must be the purchase's buyer. " +
      'Ignored with a bearer token: the request is then filed by the signed-in merchant.',
    example: 'a2e76fcd-9360-4f6d-a924-000000000003',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "requested_by must be the buyer's avatar key (a UUID)" })
  requested_by?: string;
}

export class RedeliveryRequestDto {
  @ApiProperty({ type: 'integer', example: 12 })
  id: number;

  @ApiProperty({ enum: REDELIVERY_STATUSES, example: 'pending' })
  status: RedeliveryStatus;
}

export class PendingRedeliveryDto {
  @ApiProperty({ type: 'integer', example: 12 })
  id: number;

  @ApiProperty({ format: 'uuid', description: "Who gets the item: the buyer, or a gift's recipient.", example: 'a2e76fcd-9360-4f6d-a924-000000000003' })
  buyer: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "Inventory name to give: the product's SL Item ID, else its name; null when the purchase has no product.",
    example: 'Red Dress',
  })
  item: string | null;

  @ApiPropertyOptional({
    enum: ['update', 'sale'],
    description:
      'Absent for a redelivery request. "sale": a sale whose vendor does not hold the item (its answer said deliver "box"), ' +
      'reported like a redelivery request (/api/lsl/redeliveries/{id}/delivered or /failed). "update": an update delivery ' +
      '(a new product version sent to a past buyer), reported to /api/lsl/update-deliveries/{id}/delivered or /failed; its id is not a redelivery request id.',
    example: 'sale',
  })
  kind?: 'update' | 'sale';
}

export class PendingRedeliveriesDto {
  @ApiProperty({
    type: [PendingRedeliveryDto],
    description:
      'The requests handed to this box, oldest first, then its update deliveries: at most 10 in all, and never a body over 2048 bytes (what a script can read).',
  })
  requests: PendingRedeliveryDto[];

  @ApiPropertyOptional({
    type: [String],
    description:
      "Only when asked with notices=1 and in-world notifications are on: the owner's notifications, each to send as an instant message " +
      '(each handed out once; within the same 2048 bytes).',
    example: ['Your first sale!: Your vendors have recorded their first sale on SL Vendor Platform.'],
  })
  notices?: string[];
}

/** Which delivery box is asking: delivery-box.lsl sends its BOX_KEY. */
export class BoxQueryDto {
  @ApiProperty({ format: 'uuid', description: "The delivery box's key, shown on the LSL Integration page.", example: '5d7e9f1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a' })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "box_id must be the delivery box's key (a UUID) from the LSL Integration page" })
  @IsDefined({ message: "box_id is required: the delivery box's key from the LSL Integration page" })
  box_id: string;
}

/** The delivery box's poll: its key, and whether it reads out in-world notifications (delivery-box.lsl 2.1 and later). */
export class PendingQueryDto extends BoxQueryDto {
  @ApiPropertyOptional({ enum: ['0', '1'], description: "1: also hand out the owner's in-world notifications (the answer's notices)." })
  @IsOptional()
  @IsIn(['0', '1'], { message: 'notices must be 1 (hand out notifications) or 0' })
  notices?: '0' | '1';
}

export class ReportRedeliveryDeliveredDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The key of the box that gave the item.', example: '5d7e9f1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a' })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "box_id must be the delivery box's key (a UUID) from the LSL Integration page" })
  box_id?: string;
}

export class ReportRedeliveryFailedDto extends ReportRedeliveryDeliveredDto {
  @ApiProperty({ description: 'Why the item could not be given.', example: 'The item Red Dress is not in the delivery box.' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  @IsNotEmpty({ message: 'reason is required: why the item could not be given' })
  @IsString({ message: 'reason is required: why the item could not be given' })
  reason: string;
}

export class BuyerPurchasesQueryDto {
  @ApiProperty({ format: 'uuid', description: "The buyer's avatar key.", example: 'a2e76fcd-9360-4f6d-a924-000000000003' })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "buyer must be the buyer's avatar key (a UUID)" })
  @IsDefined({ message: "buyer is required: the buyer's avatar key" })
  buyer: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "A vendor's LSL key: only that vendor's sales (the vendor's own redelivery menu).",
    example: '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "vendor_id must be the vendor's LSL key (a UUID)" })
  vendor_id?: string;
}

export class PurchaseDto {
  @ApiProperty({ type: 'integer', example: 5 })
  transaction_id: number;

  @ApiProperty({ description: "The product's SL Item ID, else its name, else 'Purchase #<id>'.", example: 'Red Dress' })
  item: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$.', example: 250 })
  amount: number;

  @ApiProperty({ format: 'date', description: 'Day of the purchase in Second Life time (America/Los_Angeles), YYYY-MM-DD.', example: '2026-11-20' })
  date: string;
}

export class PurchasesDto {
  @ApiProperty({
    type: [PurchaseDto],
    description: "The buyer's completed purchases from your vendors, newest first, at most 20, never a body over 8192 bytes.",
  })
  purchases: PurchaseDto[];
}
