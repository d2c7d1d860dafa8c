import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

import { Omittable, trimText } from '../../common/field-rules';

export const BLOCK_MESSAGE_INVALID = 'message must be 1 to 200 characters: what the vendor says when it refunds their payment';
export const BLOCK_NAME_INVALID = 'avatarName must be text of at most 255 characters';

/** PUT /api/blocked-avatars/{avatarKey} */
export class BlockAvatarDto {
  @ApiPropertyOptional({
    description: 'What your vendors say to them when they refund a payment (default "This store does not sell to you.").',
    example: 'Sorry, this store does not sell to you.',
    maxLength: 200,
  })
  @Omittable()
  @MaxLength(200, { message: BLOCK_MESSAGE_INVALID })
  @MinLength(1, { message: BLOCK_MESSAGE_INVALID })
  @IsString({ message: BLOCK_MESSAGE_INVALID })
  @trimText
  message?: string;

  @ApiPropertyOptional({ description: 'Their name, for your list.', example: 'Grief Resident', maxLength: 255 })
  @Omittable()
  @MaxLength(255, { message: BLOCK_NAME_INVALID })
  @IsString({ message: BLOCK_NAME_INVALID })
  @trimText
  avatarName?: string;
}

export class BlockedAvatarDto {
  @ApiProperty({ format: 'uuid', example: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' })
  avatarKey: string;

  @ApiProperty({ type: String, nullable: true, example: 'Grief Resident' })
  avatarName: string | null;

  @ApiProperty({ example: 'Sorry, this store does not sell to you.' })
  message: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}
