import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';

import type { CommissionRateSource, SaleCommission } from '../commission-engine';
import { CommissionTierDto, toCommissionTierDto } from './commission-config.dto';

const SALE_AMOUNT_MESSAGE = 'Sale amount must be a whole number of L$ of at least 1';
const SALES_VOLUME_MESSAGE = 'Sales volume must be a whole number of L$ of at least 0';

export class CommissionPreviewQueryDto {
  @ApiProperty({ description: 'The test sale, in whole L$.', example: 1000, minimum: 1 })
  @Max(2_147_483_647, { message: 'Sale amount can be at most L$2,147,483,647' })
  @Min(1, { message: SALE_AMOUNT_MESSAGE })
  @IsInt({ message: SALE_AMOUNT_MESSAGE })
  @IsDefined({ message: SALE_AMOUNT_MESSAGE })
  @Type(() => Number)
  saleAmount: number;

  @ApiPropertyOptional({
    description: "Global preview only: the 30-day sales volume to assume, in whole L$ (0 unless given). A vendor's volume comes from its sales.",
    example: 25000,
    minimum: 0,
  })
  @Max(Number.MAX_SAFE_INTEGER, { message: SALES_VOLUME_MESSAGE })
  @Min(0, { message: SALES_VOLUME_MESSAGE })
  @IsInt({ message: SALES_VOLUME_MESSAGE })
  @IsOptional()
  @Type(() => Number)
  salesVolume?: number;
}

export class CommissionCalculationDto {
  @ApiProperty({ description: 'Fraction before any tier discount.', example: '0.05' })
  baseRate: string;

  @ApiProperty({ description: 'Fraction actually charged (base rate less the discount).', example: '0.045' })
  appliedRate: string;

  @ApiProperty({ description: 'Fraction taken off the base rate by the volume tier.', example: '0.005' })
  discount: string;

  @ApiProperty({ description: 'L$ with 2 decimals, rounded half-up.', example: '45.00' })
  commissionAmount: string;

  @ApiProperty({
    enum: ['event', 'vendor', 'global', 'default'],
    description: "Where the base rate comes from: a running event, the vendor's configuration, the global one, or the owner's default rate.",
    example: 'vendor',
  })
  source: CommissionRateSource;

  @ApiProperty({ type: CommissionTierDto, nullable: true, description: 'The volume tier that applied, if any.' })
  appliedTier: CommissionTierDto | null;
}

export class CommissionPreviewDto {
  @ApiProperty({ description: 'Completed sales of the last 30 days in whole L$ (for global: the volume given).', example: 25000 })
  salesVolume30Days: number;

  @ApiProperty({ type: CommissionCalculationDto })
  calculation: CommissionCalculationDto;
}

export function toCommissionPreviewDto(salesVolume30Days: number | string, result: SaleCommission): CommissionPreviewDto {
  return {
    salesVolume30Days: Number(salesVolume30Days),
    calculation: {
      baseRate: result.baseRate,
      appliedRate: result.appliedRate,
      discount: result.discount,
      commissionAmount: result.commissionAmount,
      source: result.source,
      appliedTier: result.appliedTier && toCommissionTierDto(result.appliedTier),
    },
  };
}
