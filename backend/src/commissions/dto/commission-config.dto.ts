import { ApiProperty } from '@nestjs/swagger';
import Decimal from 'decimal.js';

import type { CommissionConfig } from '../commission-config.entity';
import type { CommissionTier, DiscountType } from '../commission-tier.entity';

export class CommissionTierDto {
  @ApiProperty({ description: 'Whole L$ of 30-day sales volume from which the tier applies.', example: 10000 })
  minVolume: number;

  @ApiProperty({ enum: ['percentage', 'fixed'], example: 'percentage' })
  discountType: DiscountType;

  @ApiProperty({ description: 'Percent off the base rate, or L$ off the commission; a decimal string.', example: '10' })
  discountValue: string;
}

export class CommissionConfigDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Null for the global configuration.', example: null })
  vendorId: number | null;

  @ApiProperty({ description: 'Fraction of the sale, as a decimal string.', example: '0.05' })
  baseRate: string;

  @ApiProperty({ example: true })
  isActive: boolean;

  @ApiProperty({ type: [CommissionTierDto], description: 'Ordered by minVolume.' })
  tiers: CommissionTierDto[];
}

export class CommissionConfigVendorDto {
  @ApiProperty({ example: 'Luna Boutique' })
  name: string;
}

export class VendorCommissionConfigDto extends CommissionConfigDto {
  @ApiProperty({ type: Number, nullable: false, description: 'The vendor this configuration applies to.', example: 12 })
  declare vendorId: number;

  @ApiProperty({ type: CommissionConfigVendorDto })
  vendor: CommissionConfigVendorDto;
}

export type RateInForceSource = 'global' | 'platform_default';

export class RateInForceDto {
  @ApiProperty({ description: 'Fraction of the sale, as a decimal string.', example: '0.05' })
  baseRate: string;

  @ApiProperty({
    enum: ['global', 'platform_default'],
    description: 'global: the active global configuration; platform_default: the platform default, used while no global configuration is active.',
    example: 'global',
  })
  source: RateInForceSource;
}

export class CommissionConfigsDto {
  @ApiProperty({
    type: RateInForceDto,
    description: 'The base rate charged now on sales of a vendor without its own configuration, outside events, and where it comes from.',
  })
  rateInForce: RateInForceDto;

  @ApiProperty({ type: CommissionConfigDto, nullable: true, description: 'The default for every vendor without its own configuration.' })
  global: CommissionConfigDto | null;

  @ApiProperty({ type: [VendorCommissionConfigDto], description: 'Vendor-specific configurations, by vendor name.' })
  vendors: VendorCommissionConfigDto[];
}

export function toCommissionTierDto(tier: Pick<CommissionTier, 'discountType' | 'discountValue'> & { minVolume: string | number }): CommissionTierDto {
  return {
    minVolume: Number(tier.minVolume),
    discountType: tier.discountType,
    discountValue: new Decimal(tier.discountValue).toFixed(),
  };
}

/** Expects the tiers loaded and ordered. */
export function toCommissionConfigDto(config: CommissionConfig): CommissionConfigDto {
  return {
    id: config.id,
    vendorId: config.vendorId,
    baseRate: new Decimal(config.baseRate).toFixed(),
    isActive: config.isActive,
    tiers: (config.tiers ?? []).map(toCommissionTierDto),
  };
}

/** Expects the tiers and the vendor loaded. */
export function toVendorCommissionConfigDto(config: CommissionConfig & { vendorId: number }): VendorCommissionConfigDto {
  return { ...toCommissionConfigDto(config), vendorId: config.vendorId, vendor: { name: config.vendor?.name ?? '' } };
}
