import { ApiProperty } from '@nestjs/swagger';

import { OwnerDto } from '../../users/dto/owner.dto';
import type { Product } from '../product.entity';

export class ProductDto {
  @ApiProperty({ type: 'integer', example: 31 })
  id: number;

  @ApiProperty({ example: 'Summer Dress' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'Mesh dress in five colours' })
  description: string | null;

  @ApiProperty({ type: 'integer', description: 'The vendor that sells it.', example: 12 })
  vendorId: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$.', example: 250 })
  price: number;

  @ApiProperty({ example: true })
  isActive: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The item's name in the vendor object's inventory (the same as itemName); null: the product's name.",
    example: 'Summer Dress (boxed)',
  })
  slItemId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The exact name of the item a vendor gives (the same as slItemId); null: the product's name.",
    example: 'Summer Dress (boxed)',
  })
  itemName: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The UUID of the Second Life texture shown as the product's picture; null: none.",
    example: '89556747-24cb-43ed-920b-47caed15465f',
  })
  textureKey: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The demo item's name in the vendor object's inventory; null: no demo.", example: null })
  demoItemName: string | null;

  @ApiProperty({ type: 'integer', description: "Where the product comes in its vendor's catalogue: lowest first, equal ones by id.", example: 3 })
  displayOrder: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The SL Marketplace listing's item id: the Marketplace's sales of that item are recorded as this product.",
    example: null,
  })
  marketplaceItemId: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Units left to sell; null sells without limit.', example: 25 })
  stock: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Flagged as low on stock at or below this; null: never.', example: 5 })
  lowStockThreshold: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'On sale from this instant; null: open.' })
  availableFrom: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'On sale until this instant, excluded; null: open.' })
  availableUntil: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'A gift card of this face value in whole L$; null: an ordinary product.', example: null })
  giftCardValue: number | null;

  @ApiProperty({ description: 'Stock is set and at or below the low-stock threshold (sold out included).', example: false })
  lowStock: boolean;

  @ApiProperty({ description: 'Stock is set and 0: sales are refused.', example: false })
  soldOut: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: OwnerDto, description: "Whose product it is (the owner of its vendor): an admin lists every merchant's products." })
  owner: OwnerDto;
}

export function toProductDto(product: Product, owner: OwnerDto): ProductDto {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    vendorId: product.vendorId,
    price: product.price,
    isActive: product.isActive,
    slItemId: product.slItemId,
    itemName: product.slItemId,
    textureKey: product.textureKey,
    demoItemName: product.demoItemName,
    displayOrder: product.displayOrder,
    marketplaceItemId: product.marketplaceItemId,
    stock: product.stock,
    lowStockThreshold: product.lowStockThreshold,
    availableFrom: product.availableFrom?.toISOString() ?? null,
    availableUntil: product.availableUntil?.toISOString() ?? null,
    giftCardValue: product.giftCardValue,
    lowStock: product.stock !== null && product.lowStockThreshold !== null && product.stock <= product.lowStockThreshold,
    soldOut: product.stock === 0,
    createdAt: product.createdAt.toISOString(),
    owner,
  };
}
