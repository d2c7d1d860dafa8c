import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { IsSecondLifeKey, lowerCase } from './avatar-key';

/*
 * Fields several in-world calls share, each with its documentation and its rules in one place. class-validator runs
 * the decorators bottom-up and we stop at the first error: basic checks go last.
 */

/** Codes buyers type: letters, digits, dashes and underscores; compared in upper case. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const upperCaseTrimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

export function VendorKeyField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ description: "The vendor's LSL key, shown on the Vendors page.", format: 'uuid', example: '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f' }),
    Transform(lowerCase),
    IsSecondLifeKey({ message: "vendor_id must be the vendor's LSL key (a UUID)" }),
    IsDefined({ message: "vendor_id is required: the vendor's LSL key" }),
  );
}

/** The avatar who pays (user_id). */
export function BuyerKeyField(description = "The buyer's avatar key."): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ description, format: 'uuid', example: 'a2e76fcd-9360-4f6d-a924-000000000003' }),
    Transform(lowerCase),
    IsSecondLifeKey({ message: "user_id must be the buyer's avatar key (a UUID)" }),
    IsDefined({ message: "user_id is required: the buyer's avatar key" }),
  );
}

export function BuyerNameField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: "The buyer's name, when the script knows it.", example: 'Ann Resident' }),
    IsOptional(),
    MaxLength(255, { message: 'buyer_name must be at most 255 characters' }),
    IsString({ message: 'buyer_name must be text' }),
  );
}

export function GiftToField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      format: 'uuid',
      description: "A gift: the recipient's avatar key. The recipient gets the item (and the gift card, for a gift card product) and may ask for redeliveries.",
      example: 'b3f87a0d-1234-4f6d-a924-000000000004',
    }),
    IsOptional(),
    Transform(lowerCase),
    IsSecondLifeKey({ message: "gift_to must be the recipient's avatar key (a UUID)" }),
  );
}

export function GiftToNameField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: "The gift's recipient's name, as the buyer typed it and the script resolved it.", example: 'Bea Resident' }),
    IsOptional(),
    MaxLength(255, { message: 'gift_to_name must be at most 255 characters' }),
    IsString({ message: 'gift_to_name must be text' }),
  );
}

export function CouponField(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description, example: 'SPRING25' }),
    IsOptional(),
    Transform(upperCaseTrimmed),
    Matches(CODE_PATTERN, { message: 'coupon must be 1 to 40 letters, digits, dashes or underscores' }),
    IsString({ message: 'coupon must be text' }),
  );
}
