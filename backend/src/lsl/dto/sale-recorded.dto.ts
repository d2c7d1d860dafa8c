import { ApiProperty } from '@nestjs/swagger';
import type { TransactionStatus } from '../../transactions/transaction.entity';

export class SaleRecordedDto {
  @ApiProperty({ type: 'integer', example: 1042 })
  transaction_id: number;

  @ApiProperty({ enum: ['pending', 'completed', 'refunded', 'failed'], example: 'completed' })
  status: TransactionStatus;

  @ApiProperty({ type: 'integer', description: 'Whole L$.', example: 250 })
  amount: number;

  @ApiProperty({ description: "The platform's commission in L$, exact to 2 decimals.", example: '12.50' })
  commission: string;
}
