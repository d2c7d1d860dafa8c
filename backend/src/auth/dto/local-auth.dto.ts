import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class LocalSignInDto {
  @ApiProperty({ example: 'merchant@demo.test' })
  @Transform(trim)
  @IsEmail({}, { message: 'Invalid email address' })
  email: string;

  @ApiProperty({ example: 'DemoMerchant123!' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password: string;
}

export class LocalSignUpDto extends LocalSignInDto {
  @ApiProperty({ example: 'DemoMerchant123!', minLength: 8 })
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  declare password: string;

  @ApiProperty({ example: 'Ava' })
  @Transform(trim)
  @IsString({ message: 'First name is required' })
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName: string;

  @ApiProperty({ example: 'Linden' })
  @Transform(trim)
  @IsString({ message: 'Last name is required' })
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName: string;
}

export class TokenDto {
  @ApiProperty({ description: 'An RS256 JWT to send as `Authorization: Bearer <token>`.' })
  token: string;
}
