import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

import { Omittable } from '../../common/field-rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** The profile form: every field may be left out, but a given one must be valid (null included: none can be cleared). */
export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Ava' })
  @Omittable()
  @Transform(trim)
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsNotEmpty({ message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  firstName?: string;

  @ApiPropertyOptional({ example: 'Linden' })
  @Omittable()
  @Transform(trim)
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  lastName?: string;

  @ApiPropertyOptional({
    example: 'ava@example.com',
    description:
      'Accepted only when it is the current address: the e-mail changes through a verified new address (POST /api/auth/local/change-email, or the sign-in provider).',
  })
  @Omittable()
  @Transform(trim)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(320, { message: 'Invalid email address' })
  @IsString({ message: 'Email is required' })
  email?: string;
}
