import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import { Omittable, trimText, trimToNull } from '../../common/field-rules';

// Rules are listed basic checks first: class-validator runs them in this order and stops at the first error.

function VendorName(): PropertyDecorator {
  return applyDecorators(
    trimText,
    IsString({ message: 'Vendor name is required' }),
    IsNotEmpty({ message: 'Vendor name is required' }),
    MaxLength(100, { message: 'Vendor name must be at most 100 characters' }),
  );
}

function VendorDescription(): PropertyDecorator {
  return applyDecorators(
    trimToNull,
    IsOptional(),
    IsString({ message: 'Description must be text' }),
    MaxLength(2000, { message: 'Description must be at most 2000 characters' }),
  );
}

function VendorLocation(): PropertyDecorator {
  return applyDecorators(
    trimToNull,
    IsOptional(),
    IsString({ message: 'Second Life location must be text' }),
    MaxLength(255, { message: 'Second Life location must be at most 255 characters' }),
  );
}

function VendorActive(): PropertyDecorator {
  return applyDecorators(Omittable(), IsBoolean({ message: 'Active must be true or false' }));
}

export class CreateVendorDto {
  @ApiProperty({ description: '1 to 100 characters.', example: 'Main Store', minLength: 1, maxLength: 100 })
  @VendorName()
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: 'Skins and shapes, main branch' })
  @VendorDescription()
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 255, description: 'Region and coordinates.', example: 'Isle of Avalon (128, 64, 22)' })
  @VendorLocation()
  slLocation?: string | null;

  @ApiPropertyOptional({ default: true, example: true })
  @VendorActive()
  isActive?: boolean;
}

/** Only the fields sent change; description and location may be cleared with null or blank text. */
export class UpdateVendorDto {
  @ApiPropertyOptional({ description: '1 to 100 characters.', example: 'Main Store', minLength: 1, maxLength: 100 })
  @Omittable()
  @VendorName()
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: 'Skins and shapes, main branch' })
  @VendorDescription()
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 255, description: 'Region and coordinates.', example: 'Isle of Avalon (128, 64, 22)' })
  @VendorLocation()
  slLocation?: string | null;

  @ApiPropertyOptional({ example: false })
  @VendorActive()
  isActive?: boolean;
}
