import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { BuyerKeyField, BuyerNameField, CouponField, GiftToField, GiftToNameField, VendorKeyField } from '../../common/second-life/script-fields';
import { currentScriptVersion } from '../../in-world-objects/script-versions';

export const MAX_SALE_AMOUNT = 1_000_000_000;

export const CATALOGUE_VERSION_MESSAGE = 'catalogue_version must be the version of the catalogue the vendor priced the sale on (16 hex digits)';

/** Every vendor.lsl sends a sale_id; a script without one (the dashboard's old sample) never gives the item. */
export const SALE_ID_REQUIRED =
  'sale_id is required: the UUID the vendor script makes once per sale, so that a retry is recorded once. ' +
  `Use vendor.lsl ${currentScriptVersion('vendor')} from the LSL Integration page (every vendor.lsl since 2.0.0 sends one); ` +
  'a script without it takes L$ and never gives the item.';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** What lsl/vendor.lsl sends after a payment (snake_case, as the script writes it). */
export class RecordSaleDto {
  @BuyerKeyField()
  user_id: string;

  @VendorKeyField()
  vendor_id: string;

  @ApiPropertyOptional({
    type: 'integer',
    description: "The product's id on the Products page; leave it out to record the sale without a product.",
    example: 7,
  })
  @IsOptional()
  @Max(2_147_483_647, { message: "product_id must be the id of one of this vendor's products" })
  @Min(1, { message: "product_id must be the id of one of this vendor's products" })
  @IsInt({ message: "product_id must be the id of one of this vendor's products (a whole number)" })
  product_id?: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$ paid.', minimum: 1, maximum: MAX_SALE_AMOUNT, example: 250 })
  @Max(MAX_SALE_AMOUNT, { message: 'amount must be at most L$1,000,000,000' })
  @Min(1, { message: 'amount must be a whole number of L$ of at least 1' })
  @IsInt({ message: 'amount must be a whole number of L$ of at least 1' })
  @IsDefined({ message: 'amount is required: the whole L$ paid' })
  amount: number;

  @BuyerNameField()
  buyer_name?: string;

  @ApiProperty({
    format: 'uuid',
    description:
      'A UUID the script makes once per sale (llGenerateKey) and sends on every retry: the same sale_id records the sale once. ' +
      'Required: a script that sends none (an old sample) takes L$ without giving the item, so its sales are refused.',
    example: '3f1c2b4a-5d6e-4f70-8192-a3b4c5d6e7f8',
  })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'sale_id must be a UUID (the script makes it with llGenerateKey)' })
  @IsDefined({ message: SALE_ID_REQUIRED })
  sale_id: string;

  @GiftToField()
  gift_to?: string;

  @GiftToNameField()
  gift_to_name?: string;

  @CouponField('A coupon code the buyer typed at the vendor (any case).')
  coupon?: string;

  @ApiPropertyOptional({
    description:
      'The catalogue version (GET /api/lsl/catalogue) whose price due the buyer paid; older scripts leave it out. A sale priced on an ' +
      "older version is recorded at the price paid when that was the product's price due on this vendor's catalogue within the last " +
      '5 minutes, else refused with 409 and nothing recorded: the vendor refunds the buyer and reads its catalogue again. ' +
      "Paid at the current version's price due, a running sale is not taken off again; a coupon gives back only what it adds. " +
      'A vendor that registered no URL in its heartbeat reads the version at most every 60 s (a registered one is pinged on each change).',
    example: '5f2c81d09ab34e77',
  })
  @IsOptional()
  @Matches(/^[0-9a-f]{16}$/, { message: CATALOGUE_VERSION_MESSAGE })
  @IsString({ message: CATALOGUE_VERSION_MESSAGE })
  catalogue_version?: string;

  @ApiPropertyOptional({
    description:
      'True when the vendor gave the item before the platform answered (it did not answer in time): the sale is then recorded ' +
      'even when the product is sold out or outside its availability dates.',
    example: false,
  })
  @IsOptional()
  @IsBoolean({ message: 'given must be true or false' })
  given?: boolean;
}
