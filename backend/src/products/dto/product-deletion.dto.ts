import { ApiProperty } from '@nestjs/swagger';

/** What a delete did: a product with sales is deactivated instead, so its transactions keep naming it. */
export class ProductDeletionDto {
  @ApiProperty({ example: false })
  deleted: boolean;

  @ApiProperty({ example: true })
  deactivated: boolean;

  @ApiProperty({ example: 'This product has sales, so it was deactivated instead of deleted to keep its history.' })
  message: string;
}
