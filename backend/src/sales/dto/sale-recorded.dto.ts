import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { DuePayoutDto } from '../../in-world-objects/dto/due-payout.dto';
import { REDELIVERY_STATUSES_FOR_SALES } from '../sale-deliveries';
import {
  DISCOUNT_KINDS,
  type DiscountKind,
  PAYMENT_METHODS,
  type PaymentMethod,
  SALE_DELIVERIES,
  type SaleDelivery,
  type TransactionStatus,
} from '../transaction.entity';

export class SaleDiscountDto {
  @ApiProperty({ enum: DISCOUNT_KINDS, description: 'Which promotion lowered the price; combined when the merchant lets them add up.', example: 'coupon' })
  kind: DiscountKind;

  @ApiPropertyOptional({ description: "The coupon's code, when a coupon is part of the discount.", example: 'SPRING25' })
  code?: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$ taken off the price paid.', example: 50 })
  amount: number;
}

export class IssuedGiftCardDto {
  @ApiProperty({ description: "The gift card's code: the script sends it by instant message to its holder.", example: 'GC-7QKD-M2XA-9PLT-4RVB' })
  code: string;

  @ApiProperty({ type: 'integer', description: 'Whole L$ on the card.', example: 1000 })
  balance: number;
}

/** A sale's delivery by a delivery box (deliver "box"). */
export class BoxDeliveryDto {
  @ApiProperty({ type: 'integer', description: "The delivery's id: it is listed to boxes as a redelivery request of kind sale.", example: 88 })
  id: number;

  @ApiProperty({
    enum: REDELIVERY_STATUSES_FOR_SALES,
    description: 'assigned: a box holding the item is giving it now; pending: none can yet (the merchant is alerted if it waits too long).',
    example: 'assigned',
  })
  status: (typeof REDELIVERY_STATUSES_FOR_SALES)[number];

  @ApiProperty({
    description: 'What the vendor tells the buyer (instant message or local chat).',
    example: 'Your item is on its way: a delivery box is sending it now.',
  })
  message: string;
}

export class SaleRecordedDto {
  @ApiProperty({ type: 'integer', example: 1042 })
  transaction_id: number;

  @ApiProperty({ enum: ['pending', 'completed', 'refunded', 'failed'], example: 'completed' })
  status: TransactionStatus;

  @ApiProperty({ type: 'integer', description: 'Whole L$ due: the price paid less the discount.', example: 200 })
  amount: number;

  @ApiProperty({ description: "The platform's commission in L$ on the amount due, exact to 2 decimals.", example: '10.00' })
  commission: string;

  @ApiProperty({
    type: 'integer',
    description: 'Whole L$ the vendor gives back to the payer (llTransferLindenDollars) and reports: the discount.',
    example: 50,
  })
  refund: number;

  @ApiProperty({ type: SaleDiscountDto, nullable: true, description: 'The discount applied, or null.' })
  discount: SaleDiscountDto | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: "A gift's recipient (who gets the item), or null.", example: null })
  gift_to: string | null;

  @ApiProperty({ enum: PAYMENT_METHODS, description: 'lindens: paid in-world; voucher: paid with a gift card.', example: 'lindens' })
  paid_with: PaymentMethod;

  @ApiProperty({ type: IssuedGiftCardDto, nullable: true, description: 'The gift card this sale issued (a gift card product), or null.' })
  voucher: IssuedGiftCardDto | null;

  @ApiProperty({
    type: [DuePayoutDto],
    description:
      "The partners' payouts the vendor is to make for this sale (lsl/payouts.lsl pays each with llTransferLindenDollars and reports it to " +
      'POST /api/lsl/payouts/{id}/result): each partner gets their percent of amount, rounded down; the rest stays with the merchant. Empty ' +
      'without splits, for a gift card payment, and when the splits and the commission charged pass 100 % (the payouts are then recorded as failed). ' +
      'The same sale_id again answers the payouts still due.',
  })
  payouts: DuePayoutDto[];

  @ApiProperty({
    enum: SALE_DELIVERIES,
    description:
      'Who gives the item. vendor: the vendor holds it (it reported so with PUT /api/lsl/vendors/inventory, or never reported its contents) and gives it now. ' +
      'box: its last list of contents (PUT /api/lsl/vendors/inventory) lacks it: it gives nothing, tells the buyer delivery.message, and a delivery box ' +
      'holding the item gives it (docs/decisions/0090-central-delivery.md). A gift card product is always vendor (its code is the item).',
    example: 'vendor',
  })
  deliver: SaleDelivery;

  @ApiProperty({ type: BoxDeliveryDto, nullable: true, description: 'With deliver "box": the delivery by a box; null otherwise.' })
  delivery: BoxDeliveryDto | null;
}
