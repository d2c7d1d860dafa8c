import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { Omittable, trimText } from '../../common/field-rules';

function BoxName(): PropertyDecorator {
  return applyDecorators(
    trimText,
    IsString({ message: 'Box name is required' }),
    IsNotEmpty({ message: 'Box name is required' }),
    MaxLength(100, { message: 'Box name must be at most 100 characters' }),
  );
}

export class CreateDeliveryBoxDto {
  @ApiProperty({ description: '1 to 100 characters.', example: 'Main store box', minLength: 1, maxLength: 100 })
  @BoxName()
  name: string;

  @ApiPropertyOptional({ default: true, example: true })
  @Omittable()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean;
}

/** Only the fields sent change. */
export class UpdateDeliveryBoxDto {
  @ApiPropertyOptional({ description: '1 to 100 characters.', example: 'Main store box', minLength: 1, maxLength: 100 })
  @Omittable()
  @BoxName()
  name?: string;

  @ApiPropertyOptional({ description: 'An inactive box gets no deliveries; what it held goes to other boxes.', example: false })
  @Omittable()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean;
}
