import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';

import { VendorKeyField } from '../../common/second-life/script-fields';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export const CURSOR_MESSAGE = 'cursor must be the nextCursor of an earlier page of this catalogue';

export class CatalogueQueryDto {
  @VendorKeyField()
  vendor_id: string;

  @ApiPropertyOptional({ description: "The previous page's nextCursor: this page starts after that page's last product.", example: 'Mi4xNw' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: CURSOR_MESSAGE })
  @IsString({ message: CURSOR_MESSAGE })
  cursor?: string;
}

export class CatalogueProductDto {
  @ApiProperty({ type: 'integer', description: "The product's id: the sale's product_id.", example: 31 })
  id: number;

  @ApiProperty({ example: 'Summer Dress' })
  name: string;

  @ApiProperty({ type: 'integer', description: 'The list price, whole L$.', example: 250 })
  price: number;

  @ApiProperty({
    type: 'integer',
    description: 'Whole L$ a buyer pays now without a coupon, VIP or loyalty promotion: the price less the sales running (as POST /api/lsl/sale charges).',
    example: 200,
  })
  priceDue: number;

  @ApiProperty({
    description: "The exact name of the item to give, in the vendor's inventory (the product's name when none is set).",
    example: 'Summer Dress (boxed)',
  })
  itemName: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The texture of the product's picture; null: none.",
    example: '89556747-24cb-43ed-920b-47caed15465f',
  })
  textureKey: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The demo item's name in the vendor's inventory; null: no demo.", example: 'Summer Dress DEMO' })
  demoItemName: string | null;

  @ApiProperty({ description: 'No stock left: a sale is refused.', example: false })
  soldOut: boolean;

  @ApiProperty({ description: 'On sale now: inside its availability dates, and the vendor is active (not paused).', example: true })
  available: boolean;
}

export class CatalogueDto {
  @ApiProperty({
    description:
      'Changes whenever anything in the whole catalogue (every page) would: a product, a price or price due, stock running out, availability, the order. ' +
      'The same value means the same catalogue.',
    example: '5f2c81d09ab34e77',
  })
  version: string;

  @ApiProperty({ type: [CatalogueProductDto], description: "The vendor's active products in the merchant's display order (equal ones by id)." })
  products: CatalogueProductDto[];

  @ApiPropertyOptional({ description: 'More products follow: ask again with cursor set to this. Absent on the last page.', example: 'Mi4xNw' })
  nextCursor?: string;
}
