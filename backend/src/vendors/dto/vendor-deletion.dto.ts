import { ApiProperty } from '@nestjs/swagger';

/** What a delete did: a vendor with sales is deactivated instead, so its history stays. */
export class VendorDeletionDto {
  @ApiProperty({ example: false })
  deleted: boolean;

  @ApiProperty({ example: true })
  deactivated: boolean;

  @ApiProperty({ example: 'This vendor has sales, so it was deactivated instead of deleted to keep its history.' })
  message: string;
}
