import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsSecondLifeKey, lowerCase } from './avatar-key';

export const MAX_SALE_AMOUNT = 1_000_000_000;

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** What lsl/vendor.lsl sends after a payment (snake_case, as the script writes it). */
export class RecordSaleDto {
  @ApiProperty({ description: "The buyer's avatar key.", format: 'uuid', example: 'a2e76fcd-9360-4f6d-a924-000000000003' })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "user_id must be the buyer's avatar key (a UUID)" })
  @IsDefined({ message: "user_id is required: the buyer's avatar key" })
  user_id: string;

  @ApiProperty({ description: "The vendor's LSL key, shown on the Vendors page.", format: 'uuid', example: '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f' })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "vendor_id must be the vendor's LSL key (a UUID)" })
  @IsDefined({ message: "vendor_id is required: the vendor's LSL key" })
  vendor_id: string;

  @ApiPropertyOptional({
    type: 'integer',
    description: "The product's id on the Products page; leave it out to record the sale without a product.",
    example: 7,
  })
  @IsOptional()
  @Max(2_147_483_647, { message: "product_id must be the id of one of this vendor's products" })
  @Min(1, { message: "product_id must be the id of one of this vendor's products" })
  @IsInt({ message: "product_id must be the id of one of this vendor's products (a whole number)" })
  product_id?: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$ paid.', minimum: 1, maximum: MAX_SALE_AMOUNT, example: 250 })
  @Max(MAX_SALE_AMOUNT, { message: 'amount must be at most L$1,000,000,000' })
  @Min(1, { message: 'amount must be a whole number of L$ of at least 1' })
  @IsInt({ message: 'amount must be a whole number of L$ of at least 1' })
  @IsDefined({ message: 'amount is required: the whole L$ paid' })
  amount: number;

  @ApiPropertyOptional({ description: "The buyer's name, when the script knows it.", example: 'Ann Resident' })
  @IsOptional()
  @MaxLength(255, { message: 'buyer_name must be at most 255 characters' })
  @IsString({ message: 'buyer_name must be text' })
  buyer_name?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'A UUID the script makes once per sale (llGenerateKey) and sends on every retry: the same sale_id records the sale once.',
    example: '3f1c2b4a-5d6e-4f70-8192-a3b4c5d6e7f8',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'sale_id must be a UUID (the script makes it with llGenerateKey)' })
  sale_id?: string;
}
