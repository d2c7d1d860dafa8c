import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import Decimal from 'decimal.js';

import { DATE_TIME_WITH_ZONE, Omittable, trimText } from '../../common/field-rules';
import { isSecondLifeKey } from '../../common/second-life/avatar-key';
import { CODE_PATTERN } from '../../common/second-life/script-fields';
import { PROMOTION_KINDS, type PromotionKind } from '../../sales/discount-engine';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

const MAX_INTEGER = 2_147_483_647;
const PERCENT_MESSAGE = 'Percent off must be more than 0 and at most 100, with at most 2 decimals';
const AMOUNT_MESSAGE = 'L$ off must be a whole number of at least 1';
const KEYS_MESSAGE = 'VIP avatars must be avatar keys (UUIDs), at most 500';

export const PROMOTION_STATUSES = ['scheduled', 'running', 'ended', 'used up', 'inactive'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

const upperCode = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));
const percentText = Transform(({ value }: { value: unknown }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value));
const lowerKeys = Transform(({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set((value as unknown[]).map((key) => (typeof key === 'string' ? key.trim().toLowerCase() : key)))] : value,
);

/** The fields of a promotion; which ones a kind takes is checked whole by the service (promotionProblem). */
export class CreatePromotionDto {
  @ApiProperty({ enum: PROMOTION_KINDS, description: 'sale (store-wide or one product), coupon (a code), vip (a list of avatars), loyalty (after L$ spent).' })
  @IsIn(PROMOTION_KINDS, { message: `kind must be one of ${PROMOTION_KINDS.join(', ')}` })
  @IsDefined({ message: 'kind is required' })
  kind: PromotionKind;

  @ApiProperty({ description: 'A name for the merchant, e.g. "Winter sale".', maxLength: 100, example: 'Winter sale' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name must be text' })
  @trimText
  name: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Sales and coupons: the one product discounted; null: every product.' })
  @IsOptional()
  @Max(MAX_INTEGER, { message: 'Product must be one of your products' })
  @Min(1, { message: 'Product must be one of your products' })
  @IsInt({ message: 'Product must be one of your products' })
  productId?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Percent off, more than 0 and at most 100, 2 decimals at most (sent as "12.5" or 12.5).',
    example: '10',
  })
  @IsOptional()
  @ValidateBy(
    { name: 'percentOff', validator: { validate: (value: string) => new Decimal(value).gt(0) && new Decimal(value).lte(100) } },
    { message: PERCENT_MESSAGE },
  )
  @Matches(/^\d+(\.\d{1,2})?$/, { message: PERCENT_MESSAGE })
  @IsString({ message: PERCENT_MESSAGE })
  @percentText
  percentOff?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Whole L$ off (sales and coupons); exactly one of percentOff and amountOff.',
    example: null,
  })
  @IsOptional()
  @Max(MAX_INTEGER, { message: AMOUNT_MESSAGE })
  @Min(1, { message: AMOUNT_MESSAGE })
  @IsInt({ message: AMOUNT_MESSAGE })
  amountOff?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Coupons: the code buyers type (letters, digits, - and _; kept in upper case).',
    example: 'WINTER10',
  })
  @IsOptional()
  @Matches(CODE_PATTERN, { message: 'Code must be 1 to 40 letters, digits, dashes or underscores' })
  @IsString({ message: 'Code must be text' })
  @upperCode
  code?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Coupons: uses allowed in all; null: no limit.', example: 100 })
  @IsOptional()
  @Max(MAX_INTEGER, { message: 'Max uses must be a whole number of at least 1, or empty for no limit' })
  @Min(1, { message: 'Max uses must be a whole number of at least 1, or empty for no limit' })
  @IsInt({ message: 'Max uses must be a whole number of at least 1, or empty for no limit' })
  maxUses?: number | null;

  @ApiPropertyOptional({ description: 'Coupons: each avatar may use it once.', example: true })
  @IsOptional()
  @IsBoolean({ message: 'Once per avatar must be true or false' })
  oncePerAvatar?: boolean;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Loyalty: whole L$ a buyer must have spent with you before it applies.', example: 5000 })
  @IsOptional()
  @Max(MAX_INTEGER, { message: 'L$ spent must be a whole number of at least 1' })
  @Min(1, { message: 'L$ spent must be a whole number of at least 1' })
  @IsInt({ message: 'L$ spent must be a whole number of at least 1' })
  minSpent?: number | null;

  @ApiPropertyOptional({ type: [String], description: 'VIP: the avatar keys on the list (at most 500).', example: ['a2e76fcd-9360-4f6d-a924-000000000003'] })
  @IsOptional()
  @ValidateBy({ name: 'avatarKeys', validator: { validate: (keys: unknown[]) => keys.every(isSecondLifeKey) } }, { message: KEYS_MESSAGE })
  @ArrayMaxSize(500, { message: KEYS_MESSAGE })
  @IsArray({ message: KEYS_MESSAGE })
  @lowerKeys
  avatarKeys?: string[];

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Valid from (ISO 8601 with a zone); null: at once.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Starts must be a date and time with a time zone, or empty' })
  @Matches(DATE_TIME_WITH_ZONE, { message: 'Starts must be a date and time with a time zone, or empty' })
  @IsString({ message: 'Starts must be a date and time with a time zone, or empty' })
  startsAt?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Valid until, excluded (after startsAt); null: no end.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Ends must be a date and time with a time zone, or empty' })
  @Matches(DATE_TIME_WITH_ZONE, { message: 'Ends must be a date and time with a time zone, or empty' })
  @IsString({ message: 'Ends must be a date and time with a time zone, or empty' })
  endsAt?: string | null;

  @ApiPropertyOptional({ description: 'Switched on (the default) or off.', example: true })
  @Omittable()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean;
}

/** Only the fields sent change; the kind stays. */
export class UpdatePromotionDto extends PartialType(CreatePromotionDto) {}

export class PromotionDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ enum: PROMOTION_KINDS })
  kind: PromotionKind;

  @ApiProperty({ example: 'Winter sale' })
  name: string;

  @ApiProperty({ type: Number, nullable: true })
  productId: number | null;

  @ApiProperty({ type: String, nullable: true, description: "The product's name, when it discounts one product." })
  productName: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Percent off, exact to 2 decimals.', example: '10.00' })
  percentOff: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Whole L$ off.' })
  amountOff: number | null;

  @ApiProperty({ type: String, nullable: true })
  code: string | null;

  @ApiProperty({ type: Number, nullable: true })
  maxUses: number | null;

  @ApiProperty({ type: 'integer', description: 'Sales this coupon discounted.' })
  uses: number;

  @ApiProperty()
  oncePerAvatar: boolean;

  @ApiProperty({ type: Number, nullable: true })
  minSpent: number | null;

  @ApiProperty({ type: [String] })
  avatarKeys: string[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startsAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endsAt: string | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ enum: PROMOTION_STATUSES, description: 'Where it stands now: scheduled, running, ended, used up (a coupon) or inactive.' })
  status: PromotionStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class PromotionSettingsDto {
  @ApiProperty({ description: 'Promotions add up on a sale (each taken off the list price) instead of the best single one applying.', example: false })
  @IsBoolean({ message: 'Stack discounts must be true or false' })
  @IsDefined({ message: 'stackDiscounts is required' })
  stackDiscounts: boolean;
}
