import { ApiProperty } from '@nestjs/swagger';

/** What Pause all vendors did. */
export class VendorsPausedDto {
  @ApiProperty({ type: 'integer', description: 'Vendors paused by this call; vendors already paused are left as they were.', example: 3 })
  paused: number;
}

/** What Resume all vendors did. */
export class VendorsResumedDto {
  @ApiProperty({
    type: 'integer',
    description: 'Vendors no longer paused after this call. A vendor switched off on its own stays off: only the pause is lifted.',
    example: 3,
  })
  resumed: number;
}
