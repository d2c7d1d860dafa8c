import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export class LocalSignInDto {
  @ApiProperty({ example: 'merchant@demo.test' })
  @Transform(trim)
  @IsEmail({}, { message: 'Invalid email address' })
  email: string;

  @ApiProperty({ example: 'DemoMerchant123!' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}

export class LocalSignUpDto {
  @ApiProperty({ example: 'new.merchant@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'Invalid email address' })
  email: string;

  @ApiProperty({ example: 'a long passphrase', minLength: 8 })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsString({ message: 'Password must be at least 8 characters' })
  password: string;

  @ApiProperty({ example: 'Ava' })
  @Transform(trim)
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsNotEmpty({ message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  firstName: string;

  @ApiProperty({ example: 'Linden' })
  @Transform(trim)
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  lastName: string;
}

export class TokenDto {
  @ApiProperty({ description: 'An RS256 JWT to send as `Authorization: Bearer <token>`.' })
  token: string;
}

const LINK_INVALID = 'This link is not valid. Ask for a new one.';

/** A token from an e-mailed link: 43 base64url characters (32 random bytes). */
function LinkToken(): PropertyDecorator {
  return (target, key) => {
    // Registered in the order they run: the basic check first.
    IsString({ message: LINK_INVALID })(target, key);
    Matches(/^[A-Za-z0-9_-]{20,200}$/, { message: LINK_INVALID })(target, key);
  };
}

function NewPassword(label: string): PropertyDecorator {
  return (target, key) => {
    IsString({ message: `${label} must be at least 8 characters` })(target, key);
    MinLength(8, { message: `${label} must be at least 8 characters` })(target, key);
    MaxLength(128, { message: `${label} must be at most 128 characters` })(target, key);
  };
}

function CurrentPassword(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: 'Current password is required' })(target, key);
    IsNotEmpty({ message: 'Current password is required' })(target, key);
    MaxLength(128, { message: 'Your current password is not correct.' })(target, key);
  };
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'merchant@demo.test', description: 'The address the account signs in with.' })
  @Transform(trim)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(320, { message: 'Invalid email address' })
  @IsString({ message: 'Invalid email address' })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the link in the e-mail (`/reset-password?token=…`).', example: 'kq3V0m0Jw9yq0b3wY1mO6r8oVx2aPq1nZ7sT4uH5c6E' })
  @LinkToken()
  token: string;

  @ApiProperty({ example: 'a new long passphrase', minLength: 8, maxLength: 128 })
  @NewPassword('Password')
  password: string;
}

export class ChangePasswordDto {
  @ApiProperty({ example: 'DemoMerchant123!' })
  @CurrentPassword()
  currentPassword: string;

  @ApiProperty({ example: 'a new long passphrase', minLength: 8, maxLength: 128 })
  @NewPassword('New password')
  newPassword: string;
}

export class ChangeEmailDto {
  @ApiProperty({ example: 'new.address@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(320, { message: 'Invalid email address' })
  @IsString({ message: 'Invalid email address' })
  newEmail: string;

  @ApiProperty({ example: 'DemoMerchant123!' })
  @CurrentPassword()
  currentPassword: string;
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the link in the e-mail (`/verify-email?token=…`).', example: 'kq3V0m0Jw9yq0b3wY1mO6r8oVx2aPq1nZ7sT4uH5c6E' })
  @LinkToken()
  token: string;
}

export class MessageDto {
  @ApiProperty({ description: 'A sentence to show the user.' })
  message: string;
}

export class LocalAccountDto {
  @ApiProperty({ example: 'merchant@demo.test', description: 'The address the account signs in with.' })
  email: string;

  @ApiProperty({ description: 'Whether the owner has opened the verification link sent to `email`.' })
  emailVerified: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'A new address waiting for its link to be opened, if any.', example: null })
  pendingEmail: string | null;
}

export class VerifyEmailResultDto {
  @ApiProperty({ example: 'merchant@demo.test', description: 'The verified address, which the account now signs in with.' })
  email: string;

  @ApiProperty({ description: 'True when the link changed the account to a new address (other sessions are signed out).' })
  emailChanged: boolean;

  @ApiProperty({ description: 'A sentence to show the user.' })
  message: string;

  @ApiPropertyOptional({
    description: "After an address change, a new token for the caller when they sent the same account's token (their old one is refused now).",
  })
  token?: string;
}
