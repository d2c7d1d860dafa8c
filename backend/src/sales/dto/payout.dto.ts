import { ApiProperty } from '@nestjs/swagger';

import { PAYOUT_STATUSES, type PayoutStatus } from '../payout-arithmetic';

/** A partner's payout from one sale, as the ledger and the sale's details show it. */
export class PayoutDto {
  @ApiProperty({ type: 'integer', format: 'int64', description: 'The payout id (the vendor pays and reports by it).', example: 88 })
  id: number;

  @ApiProperty({ type: 'integer', format: 'int64', description: 'The sale it is a share of.', example: 1042 })
  transactionId: number;

  @ApiProperty({ example: 3 })
  vendorId: number;

  @ApiProperty({ example: 'Main Store' })
  vendorName: string;

  @ApiProperty({ type: Number, nullable: true, example: 7 })
  productId: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Red Dress' })
  productName: string | null;

  @ApiProperty({ format: 'uuid', example: 'a2e76fcd-9360-4f6d-a924-000000000001' })
  avatarKey: string;

  @ApiProperty({ example: 'Ann Resident' })
  avatarName: string;

  @ApiProperty({ description: 'The split it was computed from, in percent.', example: '15' })
  percent: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$: the percent of the price paid, rounded down.', example: 150 })
  amount: number;

  @ApiProperty({ enum: PAYOUT_STATUSES, description: 'due: the vendor is to pay it; paid: the vendor paid it; failed: see reason.', example: 'paid' })
  status: PayoutStatus;

  @ApiProperty({ type: String, nullable: true, description: 'The Second Life transaction key the vendor reported.', example: null })
  transactionKey: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why it failed.', example: null })
  reason: string | null;

  @ApiProperty({ type: 'integer', description: 'Transfers the vendor reported for it.', example: 1 })
  attempts: number;

  @ApiProperty({ format: 'date-time', description: 'When the sale made it.' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', description: 'When it last changed.' })
  updatedAt: string;
}
