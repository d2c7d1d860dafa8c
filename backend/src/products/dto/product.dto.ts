import { ApiProperty } from '@nestjs/swagger';
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

  @ApiProperty({ type: String, nullable: true, description: "The item's name in the vendor object's inventory.", example: 'Summer Dress (boxed)' })
  slItemId: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export function toProductDto(product: Product): ProductDto {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    vendorId: product.vendorId,
    price: product.price,
    isActive: product.isActive,
    slItemId: product.slItemId,
    createdAt: product.createdAt.toISOString(),
  };
}
