import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { trimToNull } from '../../common/field-rules';
import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { GIFT_CARD_ORIGINS, type GiftCardOrigin } from '../gift-card.entity';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

const VALUE_MESSAGE = 'Face value must be a whole number of L$ from 1 to 1,000,000';

/** A gift card the merchant issues by hand (a prize, an apology, a giveaway). */
export class IssueGiftCardDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 1_000_000, description: 'Whole L$ on the card.', example: 500 })
  @Max(1_000_000, { message: VALUE_MESSAGE })
  @Min(1, { message: VALUE_MESSAGE })
  @IsInt({ message: VALUE_MESSAGE })
  @IsDefined({ message: 'Face value is required' })
  faceValue: number;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid', description: "The holder's avatar key, when known." })
  @IsOptional()
  @IsSecondLifeKey({ message: 'Holder must be an avatar key (a UUID), or empty' })
  @Transform(lowerCase)
  @trimToNull
  holderKey?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "The holder's name.", example: 'Bea Resident' })
  @IsOptional()
  @MaxLength(255, { message: 'Holder name must be at most 255 characters' })
  @IsString({ message: 'Holder name must be text' })
  @trimToNull
  holderName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'A note for yourself.', example: 'Contest prize, December' })
  @IsOptional()
  @MaxLength(255, { message: 'Note must be at most 255 characters' })
  @IsString({ message: 'Note must be text' })
  @trimToNull
  note?: string | null;
}

export class GiftCardDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ description: 'The code the holder types at a vendor (Pay with gift card).', example: 'GC-7QKD-M2XA-9PLT-4RVB' })
  code: string;

  @ApiProperty({ type: 'integer', example: 1000 })
  faceValue: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$ left.', example: 750 })
  balance: number;

  @ApiProperty({ type: String, nullable: true })
  holderKey: string | null;

  @ApiProperty({ type: String, nullable: true })
  holderName: string | null;

  @ApiProperty({ enum: GIFT_CARD_ORIGINS, description: 'sale: bought at a vendor; merchant: issued by hand.' })
  origin: GiftCardOrigin;

  @ApiProperty({ type: Number, nullable: true, description: 'The sale that bought it.' })
  transactionId: number | null;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ type: 'integer', description: 'Sales paid with it.' })
  redemptions: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was voided; a voided card cannot be spent.' })
  voidedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class GiftCardRedemptionDto {
  @ApiProperty({ type: 'integer', description: 'The sale paid with the card.' })
  transactionId: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$ taken from the card.' })
  amount: number;

  @ApiProperty({ type: String, nullable: true })
  productName: string | null;

  @ApiProperty()
  vendorName: string;

  @ApiProperty({ type: String, nullable: true, description: 'Who spent it.' })
  buyerName: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}
