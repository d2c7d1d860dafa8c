import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { VendorKeyField } from '../../common/second-life/script-fields';
import { MAX_SALE_AMOUNT } from './record-sale.dto';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** A refund the vendor made with llTransferLindenDollars: a discounted sale's change, or a refused sale's payment. */
export class ReportRefundDto {
  @VendorKeyField()
  vendor_id: string;

  @ApiProperty({ format: 'uuid', description: 'The sale_id of the sale refunded (recorded or refused).' })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'sale_id must be the UUID the sale was sent with' })
  @IsDefined({ message: 'sale_id is required: the sale refunded' })
  sale_id: string;

  @ApiProperty({ format: 'uuid', description: 'The avatar refunded (the payer).' })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "user_id must be the payer's avatar key (a UUID)" })
  @IsDefined({ message: "user_id is required: the payer's avatar key" })
  user_id: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$ given back.', minimum: 1, example: 50 })
  @Max(MAX_SALE_AMOUNT, { message: 'amount must be at most L$1,000,000,000' })
  @Min(1, { message: 'amount must be a whole number of L$ of at least 1' })
  @IsInt({ message: 'amount must be a whole number of L$ of at least 1' })
  @IsDefined({ message: 'amount is required: the whole L$ given back' })
  amount: number;

  @ApiProperty({ description: 'Whether the transfer went through (transaction_result).', example: true })
  @IsBoolean({ message: 'success must be true or false' })
  @IsDefined({ message: 'success is required: whether the transfer went through' })
  success: boolean;

  @ApiPropertyOptional({ description: "The transfer's key from transaction_result.", format: 'uuid' })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "transaction_key must be the transfer's key (a UUID)" })
  transaction_key?: string;

  @ApiPropertyOptional({ description: 'Why the transfer failed (transaction_result data), or why it could not be made.' })
  @IsOptional()
  @MaxLength(255, { message: 'reason must be at most 255 characters' })
  @IsString({ message: 'reason must be text' })
  reason?: string;
}

export class RefundReportedDto {
  @ApiProperty({ example: true })
  recorded: boolean;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The recorded sale the refund belongs to; null for a refused sale.', example: 1042 })
  transaction_id: number | null;
}
