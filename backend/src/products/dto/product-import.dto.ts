import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** A product file is at most this many characters (about 1 000 products with descriptions). */
export const MAX_IMPORT_CHARACTERS = 1_000_000;

export class ImportProductsDto {
  @ApiProperty({
    description:
      "The CSV file's text: a header line, then one line per product. Columns (headers matched without case, spaces or underscores): " +
      'id (blank creates, a product id changes that product), vendor (a vendor id or name), name, description, price, sl_item_id (or item_name), active, ' +
      'stock, low_stock_threshold, available_from, available_until, gift_card_value, marketplace_item_id, texture_key, demo_item_name, ' +
      'display_order (blank: a new product goes last, a changed one keeps its place). vendor, name and price are required.',
    example: 'vendor,name,price,sl_item_id\nMain Store,Summer Dress,250,Summer Dress (boxed)',
    maxLength: MAX_IMPORT_CHARACTERS,
  })
  @MaxLength(MAX_IMPORT_CHARACTERS, { message: 'The file is too large: import at most 1,000,000 characters at a time.' })
  @IsNotEmpty({ message: 'The file is empty: it needs a header line and one line per product.' })
  @IsString({ message: 'csv must be the text of a CSV file' })
  csv: string;

  @ApiPropertyOptional({ default: false, description: 'Check every line and answer what would be imported, writing nothing.' })
  @IsOptional()
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}

export class ProductImportRowDto {
  @ApiProperty({ description: "The file's line where the product starts.", example: 2 })
  line: number;

  @ApiProperty({ enum: ['create', 'update'], example: 'create' })
  action: 'create' | 'update';

  @ApiProperty({ type: Number, nullable: true, description: 'The product changed by this line; null for a new one.', example: null })
  productId: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Summer Dress' })
  name: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The vendor the line names, when it is one of yours.', example: 'Main Store' })
  vendorName: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 250 })
  price: number | null;

  @ApiProperty({ type: [String], description: 'Why this line cannot be imported; empty when it can.', example: [] })
  errors: string[];
}

export class ProductImportResultDto {
  @ApiProperty({ description: 'Whether the products were written (never on a dry run, never when a line has errors).', example: true })
  imported: boolean;

  @ApiProperty({ description: 'Products created (or that would be).', example: 12 })
  created: number;

  @ApiProperty({ description: 'Products changed (or that would be).', example: 3 })
  updated: number;

  @ApiProperty({ description: 'Lines with errors.', example: 0 })
  errorCount: number;

  @ApiProperty({ type: [ProductImportRowDto] })
  rows: ProductImportRowDto[];
}
