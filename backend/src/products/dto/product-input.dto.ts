import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import { DATE_TIME_WITH_ZONE, Omittable, trimText, trimToNull } from '../../common/field-rules';
import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';

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

/** The item given: `itemName` and `slItemId` are two names of one field (the spec's payloads say slItemId). */
function ProductItemName(): PropertyDecorator {
  return applyDecorators(
    trimToNull,
    IsOptional(),
    IsString({ message: 'Item name must be text' }),
    MaxLength(255, { message: 'Item name must be at most 255 characters' }),
  );
}

export const TEXTURE_KEY_MESSAGE = "Texture key must be a Second Life texture's UUID, e.g. 89556747-24cb-43ed-920b-47caed15465f, or empty";

/** A texture's UUID (any case, stored in lower case), or null (blank) for no picture. */
function TextureKey(): PropertyDecorator {
  return applyDecorators(trimToNull, Transform(lowerCase), IsOptional(), IsSecondLifeKey({ message: TEXTURE_KEY_MESSAGE }));
}

// Second Life's limit on inventory names.
const DEMO_ITEM_MESSAGE = 'Demo item name must be at most 63 characters (the longest name Second Life gives an item)';

function DemoItemName(): PropertyDecorator {
  return applyDecorators(trimToNull, IsOptional(), IsString({ message: 'Demo item name must be text' }), MaxLength(63, { message: DEMO_ITEM_MESSAGE }));
}

export const MAX_DISPLAY_ORDER = 1_000_000;
const DISPLAY_ORDER_MESSAGE = `Display order must be a whole number from 0 to ${MAX_DISPLAY_ORDER}`;

function DisplayOrder(): PropertyDecorator {
  return applyDecorators(
    Omittable(),
    IsInt({ message: DISPLAY_ORDER_MESSAGE }),
    Min(0, { message: DISPLAY_ORDER_MESSAGE }),
    Max(MAX_DISPLAY_ORDER, { message: DISPLAY_ORDER_MESSAGE }),
  );
}

const MARKETPLACE_ITEM_MESSAGE = "Marketplace item ID must be the number at the end of the listing's address (up to 20 digits), or empty";

/** The SL Marketplace listing's item id: digits, or null (blank) for a product not listed there. */
function MarketplaceItemId(): PropertyDecorator {
  return applyDecorators(
    trimToNull,
    IsOptional(),
    IsString({ message: MARKETPLACE_ITEM_MESSAGE }),
    Matches(/^\d{1,20}$/, { message: MARKETPLACE_ITEM_MESSAGE }),
  );
}

const MARKETPLACE_ITEM_DOC = {
  type: String,
  nullable: true,
  pattern: '^\\d{1,20}$',
  description:
    "The SL Marketplace listing's item id (the number at the end of its address): the Marketplace's sales of that item are recorded as this product. " +
    'Unique among your products; null when the product is not listed there.',
  example: '1234567',
} as const;

export const AVAILABLE_UNTIL_AFTER_FROM = 'Available until must be after available from';

/** A count of units, or null for none set (unlimited stock, no low-stock warning). */
function UnitCount(message: string): PropertyDecorator {
  return applyDecorators(IsOptional(), IsInt({ message }), Min(0, { message }), Max(MAX_INTEGER, { message }));
}

/** An instant with its time zone, or null for an open end. */
function OpenInstant(label: string): PropertyDecorator {
  const message = `${label} must be a date and time with a time zone, e.g. 2026-12-01T18:00:00Z, or empty`;
  return applyDecorators(IsOptional(), IsString({ message }), Matches(DATE_TIME_WITH_ZONE, { message }), IsISO8601({ strict: true }, { message }));
}

const GIFT_CARD_MESSAGE = 'Gift card value must be a whole number of L$ of at least 1, or empty for an ordinary product';
const STOCK_MESSAGE = 'Stock must be a whole number of at least 0, or empty for unlimited';
const THRESHOLD_MESSAGE = 'Low-stock threshold must be a whole number of at least 0, or empty';
const STOCK_DOC = {
  type: 'integer',
  nullable: true,
  minimum: 0,
  maximum: MAX_INTEGER,
  description: 'Units left to sell; null sells without limit. Each sale takes one, each refund puts it back.',
  example: 25,
} as const;
const THRESHOLD_DOC = {
  type: 'integer',
  nullable: true,
  minimum: 0,
  maximum: MAX_INTEGER,
  description: 'The product is flagged as low on stock when its stock is at or below this; null: never.',
  example: 5,
} as const;
const FROM_DOC = {
  type: String,
  format: 'date-time',
  nullable: true,
  description: 'On sale from this instant (ISO 8601 with a time zone); null: from now on.',
  example: '2026-12-01T08:00:00Z',
} as const;
const UNTIL_DOC = {
  type: String,
  format: 'date-time',
  nullable: true,
  description: `On sale until this instant, excluded (ISO 8601 with a time zone, after availableFrom); null: for ever.`,
  example: '2026-12-24T08:00:00Z',
} as const;

/** Stock and availability, the same on create and update: null clears a value. */
class ProductStockFields {
  @ApiPropertyOptional(STOCK_DOC)
  @UnitCount(STOCK_MESSAGE)
  stock?: number | null;

  @ApiPropertyOptional(THRESHOLD_DOC)
  @UnitCount(THRESHOLD_MESSAGE)
  lowStockThreshold?: number | null;

  @ApiPropertyOptional(FROM_DOC)
  @OpenInstant('Available from')
  availableFrom?: string | null;

  @ApiPropertyOptional(UNTIL_DOC)
  @OpenInstant('Available until')
  availableUntil?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: MAX_INTEGER,
    description:
      'Sell a gift card of this face value in whole L$: each sale issues one, its code sent to its holder by instant message. Null: an ordinary product.',
    example: 1000,
  })
  @IsOptional()
  @IsInt({ message: GIFT_CARD_MESSAGE })
  @Min(1, { message: GIFT_CARD_MESSAGE })
  @Max(MAX_INTEGER, { message: GIFT_CARD_MESSAGE })
  giftCardValue?: number | null;
}

const PRICE_DOC = { type: 'integer', minimum: 1, maximum: MAX_INTEGER, description: 'Whole L$, at least 1.', example: 250 } as const;
const ITEM_DOC = {
  type: String,
  nullable: true,
  maxLength: 255,
  description: "The item's name in the vendor object's inventory; the same field as itemName. Null: the product's name.",
  example: 'Summer Dress (boxed)',
} as const;
const ITEM_NAME_DOC = {
  ...ITEM_DOC,
  description:
    "The exact name of the item a vendor gives, in its inventory; the same field as slItemId (send either, or both alike). Null: the product's name.",
} as const;
const TEXTURE_DOC = {
  type: String,
  format: 'uuid',
  nullable: true,
  description: "The UUID of a Second Life texture: the product's picture on the vendor, and on the web. Null: none.",
  example: '89556747-24cb-43ed-920b-47caed15465f',
} as const;
const DEMO_DOC = {
  type: String,
  nullable: true,
  maxLength: 63,
  description: "The demo item's name in the vendor object's inventory, given free on request. Null: no demo.",
  example: 'Summer Dress DEMO',
} as const;
const ORDER_DOC = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_DISPLAY_ORDER,
  description: "Where the product comes in its vendor's catalogue: lowest first, equal ones by id.",
  example: 3,
} as const;

/** What a vendor shows and gives in-world, the same on create and update: null (or blank text) clears a value. */
class ProductCatalogueFields extends ProductStockFields {
  @ApiPropertyOptional(ITEM_DOC)
  @ProductItemId()
  slItemId?: string | null;

  @ApiPropertyOptional(ITEM_NAME_DOC)
  @ProductItemName()
  itemName?: string | null;

  @ApiPropertyOptional(TEXTURE_DOC)
  @TextureKey()
  textureKey?: string | null;

  @ApiPropertyOptional(DEMO_DOC)
  @DemoItemName()
  demoItemName?: string | null;
}

export class CreateProductDto extends ProductCatalogueFields {
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

  @ApiPropertyOptional({ ...ORDER_DOC, description: `${ORDER_DOC.description} Left out: after the vendor's other products.` })
  @DisplayOrder()
  displayOrder?: number;

  @ApiPropertyOptional(MARKETPLACE_ITEM_DOC)
  @MarketplaceItemId()
  marketplaceItemId?: string | null;
}

/** Only the fields sent change; the optional text fields and the texture may be cleared with null or blank text. */
export class UpdateProductDto extends ProductCatalogueFields {
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

  @ApiPropertyOptional(ORDER_DOC)
  @DisplayOrder()
  displayOrder?: number;

  @ApiPropertyOptional(MARKETPLACE_ITEM_DOC)
  @MarketplaceItemId()
  marketplaceItemId?: string | null;
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
