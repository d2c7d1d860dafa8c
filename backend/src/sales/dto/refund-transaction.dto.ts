import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Min } from 'class-validator';

export const REFUND_AMOUNT_NOT_WHOLE = 'amount must be a whole number of L$, at least 1.';
export const REFUND_REQUEST_KEY_NOT_UUID = 'requestKey must be a UUID, made once for this refund and sent again when the request is retried.';

/** A refund asked on the web: the whole of what is left of the sale, or a part of it. */
export class RefundTransactionDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description:
      'Whole L$ to refund, from 1 to the part of the sale not yet refunded. Left out: all of what is left. ' +
      'Only a sale paid in L$ at a vendor can be refunded in part; a part needs a requestKey.',
    example: 100,
  })
  @IsOptional()
  @IsInt({ message: REFUND_AMOUNT_NOT_WHOLE })
  @Min(1, { message: REFUND_AMOUNT_NOT_WHOLE })
  amount?: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'A key the client makes once per refund and sends again when it retries the request: a second request with the same key ' +
      'refunds nothing more and answers the sale as it stands.',
    example: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  })
  @IsOptional()
  @IsUUID('all', { message: REFUND_REQUEST_KEY_NOT_UUID })
  requestKey?: string;
}
