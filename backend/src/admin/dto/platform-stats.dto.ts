import { ApiProperty } from '@nestjs/swagger';

export class PlatformStatsDto {
  @ApiProperty({ description: 'Sum of completed sale amounts over the last 30 days, whole L$.', example: 1250000 })
  totalRevenue: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Percent change of totalRevenue against the 30 days before, 1 decimal; null when that period had no revenue.',
    example: '12.5',
  })
  revenueGrowth: string | null;

  @ApiProperty({ example: 42 })
  activeVendors: number;

  @ApiProperty({ example: 57 })
  totalVendors: number;

  @ApiProperty({ description: 'Completed sales, all time.', example: 18342 })
  totalTransactions: number;

  @ApiProperty({ description: 'Completed sales since midnight SLT (America/Los_Angeles).', example: 214 })
  transactionsToday: number;

  @ApiProperty({ description: 'Commission of completed sales over the last 30 days, L$ with 2 decimals.', example: '62500.00' })
  totalCommission: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Average applied commission rate of completed sales over the last 30 days, percent with 2 decimals; null without sales.',
    example: '5.00',
  })
  avgCommissionRate: string | null;
}
