import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsNotEmpty, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import Decimal from 'decimal.js';

import { HasNoListItems, IsPercent, trimText } from '../../common/field-rules';
import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** Partners per vendor or product: each is one llTransferLindenDollars per sale, and one report to the platform. */
export const MAX_PARTNERS = 10;

const PERCENT_RANGE = 'Percent must be more than 0 and at most 100';

function IsMoreThanZero(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isMoreThanZero',
      validator: { validate: (value: unknown) => typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) && new Decimal(value).gt(0) },
    },
    { message: PERCENT_RANGE },
  );
}

function HasDistinctPartners(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasDistinctPartners',
      validator: {
        validate: (splits: unknown) => {
          if (!Array.isArray(splits)) return true;
          const keys = splits
            .map((split: { avatarKey?: unknown } | null) => split?.avatarKey)
            .filter((avatarKey): avatarKey is string => typeof avatarKey === 'string')
            .map((avatarKey) => avatarKey.toLowerCase());
          return new Set(keys).size === keys.length;
        },
      },
    },
    { message: 'Each partner can have only one split here: the same avatar key appears twice' },
  );
}

export class SplitInputDto {
  @ApiProperty({ format: 'uuid', description: "The partner's avatar key (their UUID in Second Life).", example: 'a2e76fcd-9360-4f6d-a924-000000000001' })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'Avatar key must be an avatar key (a UUID)' })
  @IsDefined({ message: 'Avatar key is required' })
  avatarKey: string;

  @ApiProperty({ description: "The partner's name, for you (at most 100 characters).", example: 'Ann Resident', maxLength: 100 })
  @MaxLength(100, { message: 'Avatar name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Avatar name is required' })
  @IsString({ message: 'Avatar name must be text' })
  @IsDefined({ message: 'Avatar name is required' })
  @trimText
  avatarName: string;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'number' }],
    description: 'Percent of the price each sale was paid, more than 0 and at most 100, up to 2 decimals.',
    example: '12.5',
  })
  @IsMoreThanZero()
  @IsPercent({ required: 'Percent is required', range: PERCENT_RANGE, decimals: 'Percent can have at most 2 decimals' })
  percent: string;
}

/** The whole list of a vendor's or product's partners: it replaces the saved one. An empty list removes them all. */
export class SaveSplitsDto {
  @ApiProperty({ type: [SplitInputDto], description: `At most ${MAX_PARTNERS} partners, each avatar once; [] removes every split.` })
  @ValidateNested({ each: true, message: 'Each split must be an object with avatarKey, avatarName and percent' })
  @Type(() => SplitInputDto)
  @HasDistinctPartners()
  @HasNoListItems('Each split must be an object with avatarKey, avatarName and percent')
  @ArrayMaxSize(MAX_PARTNERS, { message: `A vendor or product can have at most ${MAX_PARTNERS} partners` })
  @IsArray({ message: 'splits must be a list of partners' })
  @IsDefined({ message: 'splits is required: the list of partners ([] for none)' })
  splits: SplitInputDto[];
}

export class SplitDto {
  @ApiProperty({ format: 'uuid', example: 'a2e76fcd-9360-4f6d-a924-000000000001' })
  avatarKey: string;

  @ApiProperty({ example: 'Ann Resident' })
  avatarName: string;

  @ApiProperty({ description: 'Percent, exact, without trailing zeros.', example: '12.5' })
  percent: string;
}

export const SPLIT_TARGET_KINDS = ['vendor', 'product'] as const;
export type SplitTargetKind = (typeof SPLIT_TARGET_KINDS)[number];

/** A vendor's or a product's splits, with what bounds them. */
export class SplitsDto {
  @ApiProperty({ enum: SPLIT_TARGET_KINDS, example: 'vendor' })
  target: SplitTargetKind;

  @ApiProperty({ description: 'The vendor (for a product: the vendor that sells it).', example: 3 })
  vendorId: number;

  @ApiProperty({ example: 'Main Store' })
  vendorName: string;

  @ApiProperty({ type: Number, nullable: true, example: null })
  productId: number | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  productName: string | null;

  @ApiProperty({ type: [SplitDto], description: "Its own splits, in the order saved (a product's replace its vendor's)." })
  splits: SplitDto[];

  @ApiProperty({ description: 'Its own splits added up, in percent.', example: '20' })
  totalPercent: string;

  @ApiProperty({
    description:
      "The highest commission rate that can apply to the vendor's sales now, in percent: splits plus this may not pass 100. " +
      "It is the rate outside events (the vendor's or the global configuration, else the platform's 5 %) or the rate of an event the vendor takes part in that has not ended, whichever is highest.",
    example: '5',
  })
  maxCommissionPercent: string;

  @ApiProperty({ type: [SplitDto], description: "For a product: its vendor's splits, which its sales pay while it has none of its own. Empty for a vendor." })
  vendorSplits: SplitDto[];
}

/** A vendor or product that has splits of its own. */
export class SplitTargetDto {
  @ApiProperty({ enum: SPLIT_TARGET_KINDS, example: 'product' })
  target: SplitTargetKind;

  @ApiProperty({ example: 3 })
  vendorId: number;

  @ApiProperty({ example: 'Main Store' })
  vendorName: string;

  @ApiProperty({ type: Number, nullable: true, example: 7 })
  productId: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Red Dress' })
  productName: string | null;

  @ApiProperty({ type: [SplitDto] })
  splits: SplitDto[];

  @ApiProperty({ example: '20' })
  totalPercent: string;
}
