import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Omittable, trimText, trimToNull } from '../../common/field-rules';

// Rules are listed basic checks first: class-validator runs them in this order and stops at the first error.

const MAX_INTEGER = 2_147_483_647;
const VENDOR_ID_MESSAGE = 'Vendor id must be a positive whole number';
const PRICE_MESSAGE = 'Price must be a whole number of L$ of at least 1';

function ProductName(): PropertyDecorator {
  return applyDecorators(
    trimText,
    IsString({ message: 'Product name is required' }),
    IsNotEmpty({ message: 'Product name is required' }),
    MaxLength(200, { message: 'Product name must be at most 200 characters' }),
  );
}

function ProductDescription(): PropertyDecorator {
  return applyDecorators(
    trimToNull,
    IsOptional(),
    IsString({ message: 'Description must be text' }),
    MaxLength(2000, { message: 'Description must be at most 2000 characters' }),
  );
}

function ProductVendorId(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: 'Vendor is required' }),
    IsInt({ message: VENDOR_ID_MESSAGE }),
    Min(1, { message: VENDOR_ID_MESSAGE }),
    Max(MAX_INTEGER, { message: VENDOR_ID_MESSAGE }),
  );
}

function ProductPrice(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: 'Price is required' }),
    IsInt({ message: PRICE_MESSAGE }),
    Min(1, { message: PRICE_MESSAGE }),
    Max(MAX_INTEGER, { message: 'Price must be at most L$2,147,483,647' }),
  );
}

function ProductActive(): PropertyDecorator {
  return applyDecorators(Omittable(), IsBoolean({ message: 'Active must be true or false' }));
}

function ProductItemId(): PropertyDecorator {
  return applyDecorators(
    trimToNull,
    IsOptional(),
    IsString({ message: 'SL item ID must be text' }),
    MaxLength(255, { message: 'SL item ID must be at most 255 characters' }),
  );
}

const PRICE_DOC = { type: 'integer', minimum: 1, maximum: MAX_INTEGER, description: 'Whole L$, at least 1.', example: 250 } as const;
const ITEM_DOC = {
  type: String,
  nullable: true,
  maxLength: 255,
  description: "The item's name in the vendor object's inventory.",
  example: 'Summer Dress (boxed)',
} as const;

export class CreateProductDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Summer Dress' })
  @ProductName()
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: 'Mesh dress in five colours' })
  @ProductDescription()
  description?: string | null;

  @ApiProperty({ type: 'integer', description: 'One of your vendors.', example: 12 })
  @ProductVendorId()
  vendorId: number;

  @ApiProperty(PRICE_DOC)
  @ProductPrice()
  price: number;

  @ApiPropertyOptional({ default: true, example: true })
  @ProductActive()
  isActive?: boolean;

  @ApiPropertyOptional(ITEM_DOC)
  @ProductItemId()
  slItemId?: string | null;
}

/** Only the fields sent change; description and slItemId may be cleared with null or blank text. */
export class UpdateProductDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200, example: 'Summer Dress' })
  @Omittable()
  @ProductName()
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: 'Mesh dress in five colours' })
  @ProductDescription()
  description?: string | null;

  @ApiPropertyOptional({ type: 'integer', description: 'Move the product to another of your vendors.', example: 12 })
  @Omittable()
  @ProductVendorId()
  vendorId?: number;

  @ApiPropertyOptional(PRICE_DOC)
  @Omittable()
  @ProductPrice()
  price?: number;

  @ApiPropertyOptional({ example: false })
  @ProductActive()
  isActive?: boolean;

  @ApiPropertyOptional(ITEM_DOC)
  @ProductItemId()
  slItemId?: string | null;
}

export class ListProductsQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Only the products of this vendor.', example: 12 })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_INTEGER, { message: VENDOR_ID_MESSAGE })
  @Min(1, { message: VENDOR_ID_MESSAGE })
  @IsInt({ message: VENDOR_ID_MESSAGE })
  vendorId?: number;
}
