import { ApiProperty } from '@nestjs/swagger';

/** A payout the vendor is to make: llTransferLindenDollars(avatar_key, amount), then report it by payout_id. */
export class DuePayoutDto {
  @ApiProperty({ type: 'integer', format: 'int64', example: 88 })
  payout_id: number;

  @ApiProperty({ format: 'uuid', example: 'a2e76fcd-9360-4f6d-a924-000000000001' })
  avatar_key: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$ to transfer.', example: 150 })
  amount: number;
}
