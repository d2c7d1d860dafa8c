import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';

import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { VendorKeyField } from '../../common/second-life/script-fields';

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

const PRODUCT_ID_MESSAGE = "product_id must be the id of one of this vendor's products (a whole number)";

/** What a vendor's Demo button sends. */
export class RequestDemoDto {
  @VendorKeyField()
  vendor_id: string;

  @ApiProperty({ type: 'integer', description: "The product on display: its id in the vendor's catalogue.", example: 31 })
  @Max(2_147_483_647, { message: PRODUCT_ID_MESSAGE })
  @Min(1, { message: PRODUCT_ID_MESSAGE })
  @IsInt({ message: PRODUCT_ID_MESSAGE })
  @IsDefined({ message: 'product_id is required: the product on display' })
  product_id: number;

  @ApiProperty({ format: 'uuid', description: 'The avatar who touched Demo: the demo goes to them.', example: 'a2e76fcd-9360-4f6d-a924-000000000003' })
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: "avatar must be the avatar's key (a UUID)" })
  @IsDefined({ message: 'avatar is required: the key of the avatar who asked for the demo' })
  avatar: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'A UUID the script makes once per touch (llGenerateKey) and sends again on a retry: a retry of the demo given today answers give: true again ' +
      'instead of "already had today\'s demo".',
    example: '3f1c2b4a-5d6e-4f70-8192-a3b4c5d6e7f8',
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'demo_id must be a UUID (the script makes it with llGenerateKey)' })
  demo_id?: string;
}

export const DEMO_OUTCOMES = ['given', 'already_given_today', 'no_demo', 'not_on_sale', 'vendor_paused'] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];

export class DemoAnswerDto {
  @ApiProperty({ description: 'Give the demo item now: true only when outcome is given.', example: true })
  give: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The demo item's exact name in the vendor's inventory (the product's demoItemName); null when give is false.",
    example: 'Summer Dress DEMO',
  })
  item: string | null;

  @ApiProperty({
    enum: DEMO_OUTCOMES,
    description:
      'given: recorded, give the item. already_given_today: this avatar had this demo today (SLT). no_demo: the product has no demo item. ' +
      'not_on_sale: the product is inactive. vendor_paused: the vendor is paused on the Vendors page.',
    example: 'given',
  })
  outcome: DemoOutcome;

  @ApiProperty({
    description: 'A sentence for the vendor to say to the avatar (llRegionSayTo), whatever the outcome.',
    example: 'Here is your demo of Summer Dress.',
  })
  message: string;

  @ApiProperty({ format: 'date', description: 'The SLT day the once-a-day rule counts in (YYYY-MM-DD).', example: '2026-03-20' })
  day: string;
}
