import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsString, Matches, Max, Min } from 'class-validator';

import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import {
  BuyerKeyField,
  BuyerNameField,
  CODE_PATTERN,
  CouponField,
  GiftToField,
  GiftToNameField,
  upperCaseTrimmed,
  VendorKeyField,
} from '../../common/second-life/script-fields';
import { SaleRecordedDto } from './sale-recorded.dto';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** What lsl/vendor.lsl sends when a buyer pays with a gift card (Pay with gift card, code typed). */
export class RedeemVoucherDto {
  @VendorKeyField()
  vendor_id: string;

  @ApiProperty({ type: 'integer', description: "The product bought: its price is taken from the card's balance.", example: 7 })
  @Max(2_147_483_647, { message: "product_id must be the id of one of this vendor's products" })
  @Min(1, { message: "product_id must be the id of one of this vendor's products" })
  @IsInt({ message: "product_id must be the id of one of this vendor's products (a whole number)" })
  @IsDefined({ message: 'product_id is required: the product bought with the gift card' })
  product_id: number;

  @ApiProperty({ description: "The gift card's code, as typed (any case).", example: 'GC-7QKD-M2XA-9PLT-4RVB' })
  @Transform(upperCaseTrimmed)
  @Matches(CODE_PATTERN, { message: 'code must be a gift card code: letters, digits and dashes' })
  @IsString({ message: 'code must be text' })
  @IsDefined({ message: "code is required: the gift card's code" })
  code: string;

  @BuyerKeyField()
  user_id: string;

  @ApiProperty({
    format: 'uuid',
    description: 'A UUID the script makes once per redemption and sends on every retry: it spends the card once.',
    example: '3f1c2b4a-5d6e-4f70-8192-a3b4c5d6e7f8',
  })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'sale_id must be a UUID (the script makes it with llGenerateKey)' })
  @IsDefined({ message: 'sale_id is required: the script makes it once per redemption' })
  sale_id: string;

  @BuyerNameField()
  buyer_name?: string;

  @GiftToField()
  gift_to?: string;

  @CouponField('A coupon code the buyer typed at the vendor (any case): it lowers the price taken from the card.')
  coupon?: string;

  @GiftToNameField()
  gift_to_name?: string;
}

export class VoucherRedeemedDto extends SaleRecordedDto {
  @ApiProperty({ type: 'integer', description: 'Whole L$ left on the gift card.', example: 750 })
  balance: number;
}
