import { ApiProperty } from '@nestjs/swagger';

import { TRANSACTION_STATUSES, type TransactionStatus } from '../../sales/transaction.entity';

const KEY_EXAMPLE = 'a2e76fcd-9360-4f6d-a924-000000000001';

/** One buyer's figures with one merchant. */
export class CustomerDto {
  @ApiProperty({ description: "The buyer's avatar key (lower case).", example: KEY_EXAMPLE })
  avatarKey: string;

  @ApiProperty({ type: String, nullable: true, description: 'The name on their latest sale, when the script sent one.', example: 'Ava Resident' })
  name: string | null;

  @ApiProperty({ format: 'date-time', description: 'Their first sale recorded.', example: '2026-01-15T08:01:00.000Z' })
  firstPurchaseAt: string;

  @ApiProperty({ format: 'date-time', description: 'Their latest sale recorded.', example: '2026-03-02T19:45:00.000Z' })
  lastPurchaseAt: string;

  @ApiProperty({ type: 'integer', description: 'Completed sales.', example: 3 })
  purchases: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$: their completed sales less the parts refunded.', example: 2450 })
  spent: number;

  @ApiProperty({ type: 'integer', description: 'Sales refunded, whole or in part.', example: 1 })
  refunds: number;

  @ApiProperty({ type: 'integer', description: 'Sales they bought as a gift for another avatar.', example: 1 })
  giftsGiven: number;

  @ApiProperty({ type: 'integer', description: 'Completed sales others bought for them as a gift.', example: 0 })
  giftsReceived: number;
}

/** Where a page stands in the list. */
class PagePositionDto {
  @ApiProperty({ type: 'integer', description: 'Rows in the whole list.', example: 42 })
  total: number;

  @ApiProperty({ type: 'integer', example: 1 })
  page: number;

  @ApiProperty({ type: 'integer', example: 25 })
  pageSize: number;
}

export class CustomerPageDto extends PagePositionDto {
  @ApiProperty({ type: [CustomerDto], description: 'Buyers matching the filters.' })
  items: CustomerDto[];
}

/** One sale to the buyer, whatever its status. */
export class CustomerPurchaseDto {
  @ApiProperty({ type: 'integer', format: 'int64', description: 'Transaction id.', example: 1042 })
  id: number;

  @ApiProperty({ format: 'date-time', example: '2026-01-15T08:01:00.000Z' })
  createdAt: string;

  @ApiProperty({ type: Number, nullable: true, description: 'The product sold, when known.', example: 7 })
  productId: number | null;

  @ApiProperty({ type: String, nullable: true, description: "The product's name, when it still exists.", example: 'Oak Chair' })
  productName: string | null;

  @ApiProperty({ type: 'integer', description: 'Sale amount in whole L$.', example: 1500 })
  amount: number;

  @ApiProperty({ enum: TRANSACTION_STATUSES, example: 'completed' })
  status: TransactionStatus;

  @ApiProperty({ type: 'integer', description: 'Whole L$ refunded so far.', example: 0 })
  refundedAmount: number;

  @ApiProperty({ type: String, nullable: true, description: "A gift: the recipient's avatar key.", example: null })
  giftTo: string | null;

  @ApiProperty({ type: String, nullable: true, description: "A gift: the recipient's name.", example: null })
  giftToName: string | null;
}

export class CustomerPurchasePageDto extends PagePositionDto {
  @ApiProperty({ type: [CustomerPurchaseDto], description: 'Their sales, every status, newest first.' })
  items: CustomerPurchaseDto[];
}

export class CustomerDetailsDto {
  @ApiProperty({ type: CustomerDto })
  customer: CustomerDto;

  @ApiProperty({ type: CustomerPurchasePageDto })
  purchases: CustomerPurchasePageDto;
}

/** Cohort members who bought again in a later month. */
export class CohortReturnDto {
  @ApiProperty({ description: 'SLT month, YYYY-MM.', example: '2026-02' })
  month: string;

  @ApiProperty({ type: 'integer', description: 'Members with a completed purchase that month.', example: 3 })
  buyers: number;

  @ApiProperty({ description: 'buyers ÷ the cohort, 4 decimals, rounded half up (exact).', example: '0.2500' })
  share: string;
}

export class CustomerCohortDto {
  @ApiProperty({ description: 'SLT month of the members’ first completed purchase, YYYY-MM.', example: '2026-01' })
  month: string;

  @ApiProperty({ type: 'integer', description: 'Buyers whose first completed purchase was that month.', example: 12 })
  buyers: number;

  @ApiProperty({ type: [CohortReturnDto], description: 'Each later month up to this one, oldest first.' })
  returns: CohortReturnDto[];
}

export class CustomerAnalyticsDto {
  @ApiProperty({ type: 'integer', description: 'Buyers with a completed purchase.', example: 40 })
  buyers: number;

  @ApiProperty({ type: 'integer', description: 'Of them, those with 2 or more.', example: 10 })
  repeatBuyers: number;

  @ApiProperty({ description: 'repeatBuyers ÷ buyers, 4 decimals, rounded half up (exact); 0.0000 without buyers.', example: '0.2500' })
  repeatRate: string;

  @ApiProperty({ type: [CustomerCohortDto], description: 'One per SLT month, oldest first, this month last.' })
  cohorts: CustomerCohortDto[];
}
