import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, Max, Min, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';

import { HasNoListItems } from '../../common/field-rules';
import type { DiscountType } from '../commission-tier.entity';
import { HasAtMostDecimalPlaces, IsDecimalInput, IsDecimalInRange, parseDecimalInput } from './decimal-input.validators';

export const MAX_TIERS = 20;
const MAX_POSTGRES_INTEGER = 2_147_483_647;
/** commission_tiers.discountValue is numeric(14,4). */
const MAX_DISCOUNT_VALUE = '9999999999.9999';

function IsPercentageAtMost100(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPercentageAtMost100',
      validator: {
        validate: (value, args) => (args?.object as CommissionTierInputDto).discountType !== 'percentage' || (parseDecimalInput(value)?.lte(100) ?? false),
      },
    },
    { message: 'Percentage discounts must be between 0 and 100' },
  );
}

function HasDistinctMinVolumes(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasDistinctMinVolumes',
      validator: {
        validate: (tiers) => {
          if (!Array.isArray(tiers)) return true;
          const volumes = tiers.map((tier: Partial<CommissionTierInputDto> | null) => tier?.minVolume).filter((volume) => volume !== undefined);
          return new Set(volumes).size === volumes.length;
        },
      },
    },
    { message: 'Each tier needs a different minimum volume' },
  );
}

export class CommissionTierInputDto {
  @ApiProperty({ description: 'Whole L$ of 30-day sales volume from which the tier applies.', example: 10000, minimum: 0 })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'Minimum volume is too large' })
  @Min(0, { message: 'Minimum volume cannot be negative' })
  @IsInt({ message: 'Minimum volume must be a whole number of L$' })
  @IsDefined({ message: 'Minimum volume is required' })
  minVolume: number;

  @ApiProperty({ enum: ['percentage', 'fixed'], example: 'percentage' })
  @IsIn(['percentage', 'fixed'], { message: 'Discount type must be percentage or fixed' })
  @IsDefined({ message: 'Discount type must be percentage or fixed' })
  discountType: DiscountType;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'Percent off the base rate (0 to 100) for percentage, L$ off the commission for fixed; up to 4 decimals.',
    example: 10,
  })
  @IsPercentageAtMost100()
  @HasAtMostDecimalPlaces(4, { message: 'Discount value can have at most 4 decimal places' })
  @IsDecimalInRange(null, MAX_DISCOUNT_VALUE, { message: 'Discount value is too large' })
  @IsDecimalInRange('0', null, { message: 'Discount value cannot be negative' })
  @IsDecimalInput({ message: 'Discount value must be a number, such as 10' })
  @IsDefined({ message: 'Discount value is required' })
  discountValue: number | string;
}

export class SaveCommissionConfigDto {
  @ApiProperty({ type: Number, nullable: true, description: 'The vendor to configure, or null for the global default.', example: 12 })
  @Max(MAX_POSTGRES_INTEGER, { message: 'Vendor id must be a whole number, or null for the global configuration' })
  @Min(1, { message: 'Vendor id must be a whole number, or null for the global configuration' })
  @IsInt({ message: 'Vendor id must be a whole number, or null for the global configuration' })
  @ValidateIf((dto: SaveCommissionConfigDto) => dto.vendorId !== null)
  vendorId: number | null;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'Commission as a fraction of the sale, 0 to 1, up to 6 decimals (0.05 is 5 %).',
    example: 0.05,
  })
  @HasAtMostDecimalPlaces(6, { message: 'Base rate can have at most 6 decimal places' })
  @IsDecimalInRange('0', '1', { message: 'Base rate must be a fraction between 0 and 1' })
  @IsDecimalInput({ message: 'Base rate must be a number, such as 0.05' })
  @IsDefined({ message: 'Base rate is required' })
  baseRate: number | string;

  @ApiPropertyOptional({ description: 'Whether the configuration applies; true unless given.', example: true, default: true })
  @IsBoolean({ message: 'isActive must be true or false' })
  @ValidateIf((_dto: object, value: unknown) => value !== undefined)
  isActive?: boolean;

  @ApiPropertyOptional({
    type: [CommissionTierInputDto],
    description: `Volume discount tiers, at most ${MAX_TIERS}, each with a different minVolume. They replace the saved tiers; none when omitted.`,
  })
  @ValidateNested({ each: true, message: 'Each tier must be an object with minVolume, discountType and discountValue' })
  @Type(() => CommissionTierInputDto)
  @HasDistinctMinVolumes()
  @HasNoListItems('Each tier must be an object with minVolume, discountType and discountValue')
  @ArrayMaxSize(MAX_TIERS, { message: `A configuration can have at most ${MAX_TIERS} tiers` })
  @IsArray({ message: 'Tiers must be a list' })
  @ValidateIf((_dto: object, value: unknown) => value !== undefined)
  tiers?: CommissionTierInputDto[];
}
