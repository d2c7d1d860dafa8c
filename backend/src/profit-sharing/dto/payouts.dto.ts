import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { trimToNull } from '../../common/field-rules';
import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { PageQueryDto } from '../../sales/dto/page-query.dto';
import { PayoutDto } from '../../sales/dto/payout.dto';
import { PAYOUT_STATUSES, type PayoutStatus } from '../../sales/payout-arithmetic';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export class PayoutPageDto {
  @ApiProperty({ type: [PayoutDto] })
  items: PayoutDto[];

  @ApiProperty({ type: 'integer', example: 12 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 25 })
  pageSize: number;
}

export class PayoutQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "One partner's payouts (their avatar key).", example: 'a2e76fcd-9360-4f6d-a924-000000000001' })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'avatarKey must be an avatar key (a UUID)' })
  avatarKey?: string;

  @ApiPropertyOptional({ enum: PAYOUT_STATUSES, example: 'failed' })
  @IsOptional()
  @IsIn(PAYOUT_STATUSES, { message: `status must be one of ${PAYOUT_STATUSES.join(', ')}` })
  status?: PayoutStatus;
}

export class PayoutSumDto {
  @ApiProperty({ type: 'integer', example: 2 })
  count: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$.', example: 300 })
  amount: number;
}

/** One partner's payouts added up. */
export class PartnerPayoutsDto {
  @ApiProperty({ format: 'uuid', example: 'a2e76fcd-9360-4f6d-a924-000000000001' })
  avatarKey: string;

  @ApiProperty({ description: 'The name on their latest payout.', example: 'Ann Resident' })
  avatarName: string;

  @ApiProperty({ type: PayoutSumDto })
  due: PayoutSumDto;

  @ApiProperty({ type: PayoutSumDto })
  paid: PayoutSumDto;

  @ApiProperty({ type: PayoutSumDto })
  failed: PayoutSumDto;
}

// ------------------------------------------------------------------ in-world (snake_case, as the scripts write it)

/** What lsl/payouts.lsl reports once Second Life answered its transfer (transaction_result). */
export class ReportPayoutResultDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: "The paying vendor's LSL key: the call then counts against that vendor's allowance, and the payout must be that vendor's.",
    example: '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "vendor_id must be the vendor's LSL key (a UUID)" })
  vendor_id?: string;

  @ApiProperty({ description: 'Whether Second Life reported the transfer as done.', example: true })
  @IsBoolean({ message: 'success must be true or false' })
  @IsDefined({ message: 'success is required: true when the transfer went through' })
  success: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'The key llTransferLindenDollars returned.', example: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'transaction_key must be the key llTransferLindenDollars returned (a UUID)' })
  transaction_key?: string;

  @ApiPropertyOptional({
    description: 'Why the transfer failed (transaction_result data), at most 500 characters.',
    example: 'LINDENDOLLAR_INSUFFICIENTFUNDS',
    maxLength: 500,
  })
  @IsOptional()
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  @IsString({ message: 'reason must be text' })
  @trimToNull
  reason?: string | null;
}

export class PayoutResultDto {
  @ApiProperty({ type: 'integer', format: 'int64', example: 88 })
  payout_id: number;

  @ApiProperty({ enum: PAYOUT_STATUSES, description: 'The payout as it stands: a repeated report answers the same.', example: 'paid' })
  status: PayoutStatus;

  @ApiProperty({ type: 'integer', example: 150 })
  amount: number;
}
