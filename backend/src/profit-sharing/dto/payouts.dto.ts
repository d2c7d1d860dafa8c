import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { trimToNull } from '../../common/field-rules';
import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { DuePayoutDto } from '../../in-world-objects/dto/due-payout.dto';
import type { PayoutOrderKind } from '../../in-world-objects/order-signature';
import { PageQueryDto } from '../../sales/dto/page-query.dto';
import { PayoutDto } from '../../sales/dto/payout.dto';
import { PAYOUT_STATUSES, type PayoutStatus } from '../../sales/payout-arithmetic';

const BOX_KEY_EXAMPLE = '5d7e9f1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a';

/** The vendor a payouts script sits in, optional: a script in a delivery box sends box_id instead. */
function PayingVendorKeyField(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ format: 'uuid', description, example: '7b2d5c8e-1f3a-4b6c-9d0e-2a4b6c8d0e1f' }),
    IsOptional(),
    Transform(lowerCase),
    IsSecondLifeKey({ message: "vendor_id must be the vendor's LSL key (a UUID)" }),
  );
}

/** The delivery box a payouts script sits in (instead of a vendor): it sends the refunds no vendor is online to send. */
function BoxKeyField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      format: 'uuid',
      description: "A delivery box's key (LSL Integration page), for a payouts script in a delivery box; sent instead of vendor_id.",
      example: BOX_KEY_EXAMPLE,
    }),
    IsOptional(),
    Transform(lowerCase),
    IsSecondLifeKey({ message: "box_id must be the delivery box's key (a UUID) from the LSL Integration page" }),
  );
}

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export class PayoutPageDto {
  @ApiProperty({ type: [PayoutDto] })
  items: PayoutDto[];

  @ApiProperty({ type: 'integer', example: 12 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 25 })
  pageSize: number;
}

export class PayoutQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "One partner's payouts (their avatar key).", example: 'a2e76fcd-9360-4f6d-a924-000000000001' })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'avatarKey must be an avatar key (a UUID)' })
  avatarKey?: string;

  @ApiPropertyOptional({ enum: PAYOUT_STATUSES, example: 'failed' })
  @IsOptional()
  @IsIn(PAYOUT_STATUSES, { message: `status must be one of ${PAYOUT_STATUSES.join(', ')}` })
  status?: PayoutStatus;
}

export class PayoutSumDto {
  @ApiProperty({ type: 'integer', example: 2 })
  count: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$.', example: 300 })
  amount: number;
}

/** One partner's payouts added up. */
export class PartnerPayoutsDto {
  @ApiProperty({ format: 'uuid', example: 'a2e76fcd-9360-4f6d-a924-000000000001' })
  avatarKey: string;

  @ApiProperty({ description: 'The name on their latest payout.', example: 'Ann Resident' })
  avatarName: string;

  @ApiProperty({ type: PayoutSumDto })
  due: PayoutSumDto;

  @ApiProperty({ type: PayoutSumDto })
  paid: PayoutSumDto;

  @ApiProperty({ type: PayoutSumDto })
  failed: PayoutSumDto;
}

// ------------------------------------------------------------------ in-world (snake_case, as the scripts write it)

/** What lsl/payouts.lsl reports once Second Life answered its transfer (transaction_result). */
export class ReportPayoutResultDto {
  @PayingVendorKeyField("The paying vendor's LSL key: the call then counts against that vendor's allowance, and the payout must be that vendor's.")
  vendor_id?: string;

  @BoxKeyField()
  box_id?: string;

  @ApiProperty({ description: 'Whether Second Life reported the transfer as done.', example: true })
  @IsBoolean({ message: 'success must be true or false' })
  @IsDefined({ message: 'success is required: true when the transfer went through' })
  success: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'The key llTransferLindenDollars returned.', example: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' })
  @IsOptional()
  @Transform(lowerCase)
  @IsSecondLifeKey({ message: 'transaction_key must be the key llTransferLindenDollars returned (a UUID)' })
  transaction_key?: string;

  @ApiPropertyOptional({
    type: String,
    description: 'Why the transfer failed (transaction_result data), at most 500 characters.',
    example: 'LINDENDOLLAR_INSUFFICIENTFUNDS',
    maxLength: 500,
  })
  @IsOptional()
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  @IsString({ message: 'reason must be text' })
  @trimToNull
  reason?: string | null;
}

export class PayoutResultDto {
  @ApiProperty({ type: 'integer', format: 'int64', example: 88 })
  payout_id: number;

  @ApiProperty({ enum: PAYOUT_STATUSES, description: 'The payout as it stands: a repeated report answers the same.', example: 'paid' })
  status: PayoutStatus;

  @ApiProperty({ type: 'integer', example: 150 })
  amount: number;
}

/**
 * POST /api/lsl/payouts/secret and GET /api/lsl/payouts/orders: where the payouts script sits, its vendor's key or its
 * delivery box's key (exactly one).
 */
export class PayoutVendorDto {
  @PayingVendorKeyField("The vendor's LSL key, shown on the Vendors page.")
  vendor_id?: string;

  @BoxKeyField()
  box_id?: string;
}

export const DEBIT_VALUES = ['0', '1'] as const;
export const DEBIT_INVALID = 'debit must be 1 (the script may pay L$) or 0 (it has no permission to).';

/** payouts.lsl asking for its orders: its vendor, and whether it holds permission to pay L$. */
export class PayoutOrdersQueryDto extends PayoutVendorDto {
  @ApiPropertyOptional({
    enum: DEBIT_VALUES,
    description:
      '1 when the script holds PERMISSION_DEBIT, 0 when it does not (its merchant is alerted, and the Billing page names the vendor). ' +
      'Scripts before payouts.lsl 2.2.0 do not send it.',
    example: '1',
  })
  @IsOptional()
  @IsIn(DEBIT_VALUES, { message: DEBIT_INVALID })
  debit?: (typeof DEBIT_VALUES)[number];
}

export class PayoutSecretDto {
  @ApiProperty({
    description:
      'The key payouts.lsl checks every payout order with: 64 hexadecimal characters, issued once to this object for this vendor key. ' +
      'Keep it in protected linkset data; never send it anywhere.',
    example: '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f',
  })
  secret: string;
}

/** One payout the platform orders the object to make, signed with the object's secret. */
export class PayoutOrderDto extends DuePayoutDto {
  @ApiProperty({
    enum: ['partner', 'refund', 'commission'],
    description:
      "partner: a partner's share of a sale, reported to /api/lsl/payouts/{payout_id}/result; refund: a buyer's refund ordered on the web, " +
      'reported to /api/lsl/payouts/refunds/{payout_id}/result; commission: what the merchant owes the platform, paid to its collection avatar ' +
      'and reported to /api/lsl/commission-payments.',
    example: 'partner',
  })
  kind: PayoutOrderKind;

  @ApiProperty({ type: 'integer', description: 'The try this order is for: 1, then one more after each retry on the Partners page.', example: 1 })
  attempt: number;

  @ApiProperty({ type: 'integer', description: 'Unix time (seconds) after which the order is refused.', example: 1796000300 })
  expires: number;

  @ApiProperty({
    description: 'Base64 HMAC-SHA256 under the secret of "kind|payout_id|attempt|avatar_key|amount|expires": llHMAC(secret, that text, "sha256").',
    example: 'kq0u3Q9oZ2cVx0b0j7mHcW3Jb5d1Wm6u7QJ4n0x8sYw=',
  })
  signature: string;
}

export class PayoutOrdersDto {
  @ApiProperty({ type: [PayoutOrderDto], description: 'Refunds first, then partners, oldest first, as many as fit in 1536 bytes.' })
  orders: PayoutOrderDto[];

  @ApiProperty({ description: 'More payouts are due than this answer holds: ask again once these are paid.', example: false })
  more: boolean;
}

/** What the payouts script answers when it reported a refund order. */
export class RefundOrderResultDto {
  @ApiProperty({ type: 'integer', example: 12 })
  refund_id: number;

  @ApiProperty({
    enum: ['requested', 'sent', 'confirmed', 'failed'],
    description: 'The order as it stands: a repeated report answers the same.',
    example: 'confirmed',
  })
  status: string;

  @ApiProperty({ type: 'integer', example: 250 })
  amount: number;
}
