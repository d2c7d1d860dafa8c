import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import { trimToNull } from '../../common/field-rules';
import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { VendorKeyField } from '../../common/second-life/script-fields';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** llTransferLindenDollars takes whole L$; one payment above this is surely a mistake. */
export const MAX_COMMISSION_PAYMENT = 1_000_000;

/** A commission payment a vendor made to the collection avatar, as transaction_result reported it. */
export class ReportCommissionPaymentDto {
  @VendorKeyField()
  vendor_id: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$ sent.', minimum: 1, maximum: MAX_COMMISSION_PAYMENT, example: 12 })
  @Max(MAX_COMMISSION_PAYMENT, { message: 'amount must be at most L$1,000,000' })
  @Min(1, { message: 'amount must be a whole number of L$ of at least 1' })
  @IsInt({ message: 'amount must be a whole number of L$ of at least 1' })
  @IsDefined({ message: 'amount is required: the whole L$ sent' })
  amount: number;

  @ApiProperty({ format: 'uuid', description: "Second Life's transaction key (transaction_result's id): the same key again counts once." })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'transaction_key must be the key llTransferLindenDollars returned (a UUID)' })
  @IsDefined({ message: 'transaction_key is required: the key llTransferLindenDollars returned' })
  transaction_key: string;

  @ApiProperty({ description: 'Whether Second Life reported the transfer as done.', example: true })
  @IsBoolean({ message: 'success must be true or false' })
  @IsDefined({ message: 'success is required: true when the transfer went through' })
  success: boolean;

  @ApiPropertyOptional({
    type: String,
    description: "Second Life's error word when the transfer failed.",
    example: 'LINDENDOLLAR_INSUFFICIENTFUNDS',
    maxLength: 100,
  })
  @IsOptional()
  @MaxLength(100, { message: 'reason must be at most 100 characters' })
  @IsString({ message: 'reason must be text' })
  @trimToNull
  reason?: string | null;
}

export class CommissionPaymentRecordedDto {
  @ApiProperty({ description: 'True the first time this transaction key is reported; a repeated report records nothing.', example: true })
  recorded: boolean;

  @ApiProperty({ description: 'Whether the payment, as first reported, went through.', example: true })
  success: boolean;

  @ApiProperty({ type: 'integer', description: 'Whole L$ still due now, after this payment (the fraction is carried).', example: 0 })
  due_now: number;
}

export class CommissionDueQueryDto {
  @VendorKeyField()
  vendor_id: string;
}

/** What a vendor should pay now, and to whom. */
export class CommissionDueDto {
  @ApiProperty({
    type: 'integer',
    description: 'Whole L$ to send now; 0 when nothing is due, no avatar is set, or another vendor was told to pay or paid less than a minute ago.',
  })
  amount: number;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The collection avatar to pay (null until an admin sets it).' })
  avatar_key: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Platform Collector' })
  avatar_name: string | null;

  @ApiProperty({ type: 'integer', description: 'Seconds to wait before asking again.', example: 60 })
  retry_after: number;
}

/** The platform's collection avatar and grace period, as admins set them. */
export class CommissionCollectionSettingsDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: "The collection avatar's key; null: commission is not collected in-world." })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "Avatar key must be the avatar's UUID, e.g. 7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f" })
  avatarKey: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The avatar's name, shown to merchants.", example: 'Platform Collector', maxLength: 100 })
  @IsOptional()
  @Matches(/\S/, { message: 'Avatar name must not be blank' })
  @MaxLength(100, { message: 'Avatar name must be at most 100 characters' })
  @IsString({ message: 'Avatar name must be text' })
  @trimToNull
  avatarName: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "Days unpaid commission may wait before the merchant's vendors are paused; null: never paused (the default).",
    example: 14,
  })
  @IsOptional()
  @Max(365, { message: 'Grace period must be at most 365 days' })
  @Min(1, { message: 'Grace period must be a whole number of days of at least 1, or empty for no pause' })
  @IsInt({ message: 'Grace period must be a whole number of days of at least 1, or empty for no pause' })
  graceDays: number | null;
}
