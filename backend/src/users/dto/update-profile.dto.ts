import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** The profile form: every field optional, but a given one must be valid. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Ava' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsNotEmpty({ message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  firstName?: string;

  @ApiPropertyOptional({ example: 'Linden' })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  lastName?: string;

  @ApiPropertyOptional({ example: 'ava@example.com' })
  @IsOptional()
  @Transform(trim)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(320, { message: 'Invalid email address' })
  email?: string;
}
