import { ApiProperty } from '@nestjs/swagger';

/** What a merchant pastes into the SL Marketplace's merchant settings (Automatic Notification Service). */
export class MarketplaceSettingsDto {
  @ApiProperty({
    description: "The address the Marketplace notifies of each sale: this server's public address and your secret token.",
    example: 'https://vendors.example.com/api/marketplace/ans/3q2-7wEVEi0HsNNz8xrDh8Z0CyDbVSbn',
  })
  ansUrl: string;

  @ApiProperty({ description: 'The salt the Marketplace signs each notification with.', example: '9f86d081884c7d659a2feaa0c55ad015' })
  salt: string;
}

/** The answer to the Marketplace's notification of a sale. */
export class MarketplaceSaleRecordedDto {
  @ApiProperty({ description: 'True when this call recorded the sale; false when the order was recorded before (a repeated notification).', example: true })
  recorded: boolean;

  @ApiProperty({ type: 'integer', format: 'int64', description: 'The transaction the order is recorded as.', example: 1042 })
  transaction_id: number;
}
