import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional } from 'class-validator';

import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { REDELIVERY_STATUSES, type RedeliveryStatus } from '../redelivery.entity';

/** What the terminal or a vendor sends for a buyer who asked for the web link. */
export class CreateRedeliveryLinkDto {
  @ApiProperty({
    format: 'uuid',
    description: 'The avatar key of the buyer who touched the object: the page lists their purchases only.',
    example: 'a2e76fcd-9360-4f6d-a924-000000000003',
  })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "avatar must be the buyer's avatar key (a UUID)" })
  @IsDefined({ message: "avatar is required: the buyer's avatar key" })
  avatar: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The terminal or vendor touched; X-SecondLife-Object-Key when absent.',
    example: '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'object_key must be the key of the terminal or vendor (a UUID)' })
  object_key?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "A vendor's LSL key, when a vendor asks (counts the call against that vendor).",
    example: '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "vendor_id must be the vendor's LSL key (a UUID)" })
  vendor_id?: string;
}

export class RedeliveryLinkDto {
  @ApiProperty({
    description: "The page to open with llLoadURL: this platform's address, /redeliver/ and a secret token.",
    example: 'https://vendors.example.com/redeliver/3q2-7wFj0mB6yTQ6c1bH2k2bqJZ8cL0d1t4r5e6w7yA',
  })
  url: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the link stops working: 30 minutes after it was made (UTC, ISO 8601).',
    example: '2026-11-20T18:30:00.000Z',
  })
  expires_at: string;
}

/** One purchase on the buyer's page. */
export class BuyerPurchaseDto {
  @ApiProperty({ type: 'integer', description: 'The purchase, to deliver again.', example: 1042 })
  transactionId: number;

  @ApiProperty({ description: "The product's name, else 'Purchase #<id>'.", example: 'Red Dress' })
  productName: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$ paid.', example: 250 })
  amount: number;

  @ApiProperty({ format: 'date', description: 'Day of the purchase in Second Life time (America/Los_Angeles), YYYY-MM-DD.', example: '2026-11-20' })
  date: string;

  @ApiProperty({
    enum: REDELIVERY_STATUSES,
    nullable: true,
    description: 'The open redelivery request of this purchase (pending or assigned), or null when none is open.',
    example: 'pending',
  })
  redelivery: RedeliveryStatus | null;
}

export class BuyerPurchasesDto {
  @ApiProperty({ format: 'date-time', description: 'When the link stops working (UTC, ISO 8601).', example: '2026-11-20T18:30:00.000Z' })
  expiresAt: string;

  @ApiProperty({
    type: [BuyerPurchaseDto],
    description: "The avatar's completed purchases from this merchant (gifts: the recipient's), newest first, at most 100.",
  })
  purchases: BuyerPurchaseDto[];
}
