import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';

/** How the platform charges SL Marketplace sales. */
export class MarketplaceAdminSettingsDto {
  @ApiProperty({
    description: 'SL Marketplace sales carry no commission (L$0.00 at rate 0) when true; otherwise they are priced like in-world sales.',
    example: false,
  })
  @IsBoolean({ message: 'Commission exempt must be true or false' })
  @IsDefined({ message: 'commissionExempt is required' })
  commissionExempt: boolean;
}
