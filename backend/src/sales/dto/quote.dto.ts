import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';

import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { CouponField, VendorKeyField } from '../../common/second-life/script-fields';
import { SaleDiscountDto } from './sale-recorded.dto';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export class QuoteQueryDto {
  @VendorKeyField()
  vendor_id: string;

  @ApiProperty({ type: 'integer', description: "The product's id on the Products page." })
  @Type(() => Number)
  @Max(2_147_483_647, { message: "product_id must be the id of one of this vendor's products" })
  @Min(1, { message: "product_id must be the id of one of this vendor's products" })
  @IsInt({ message: "product_id must be the id of one of this vendor's products (a whole number)" })
  @IsDefined({ message: 'product_id is required' })
  product_id: number;

  @ApiProperty({
    required: false,
    format: 'uuid',
    description: "The buyer's avatar key: without it, only the sales running apply (VIP and loyalty need the buyer).",
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "user_id must be the buyer's avatar key (a UUID)" })
  user_id?: string;

  @CouponField('A coupon code the buyer typed (any case).')
  coupon?: string;
}

export class QuoteDto {
  @ApiProperty({ type: 'integer', example: 7 })
  product_id: number;

  @ApiProperty({ type: 'integer', description: "The product's list price in whole L$ (the Products page).", example: 250 })
  price: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$ this buyer would pay now.', example: 200 })
  amount: number;

  @ApiProperty({ type: SaleDiscountDto, nullable: true })
  discount: SaleDiscountDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the coupon given does not apply, or null.', example: null })
  coupon_error: string | null;
}
