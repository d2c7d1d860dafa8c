import { ApiProperty } from '@nestjs/swagger';

import { REFUND_ORDER_STATUSES, type RefundOrderStatus } from '../refund-order.entity';

/** The L$ a web refund sends back to the buyer, as the sale's details show it. */
export class RefundOrderDto {
  @ApiProperty({ type: 'integer', description: 'The order id (the payouts script pays and reports by it).', example: 12 })
  id: number;

  @ApiProperty({ type: 'integer', description: 'Whole L$ sent back to the buyer.', example: 250 })
  amount: number;

  @ApiProperty({ description: 'The commission this refund takes off your charges, L$ exact with 2 decimals.', example: '12.50' })
  commission: string;

  @ApiProperty({
    enum: REFUND_ORDER_STATUSES,
    description:
      "requested: waiting for the vendor's payouts script; sent: the script has it; confirmed: Second Life made the transfer; " +
      'failed: Second Life refused it (reason).',
    example: 'confirmed',
  })
  status: RefundOrderStatus;

  @ApiProperty({ type: String, nullable: true, description: "Second Life's transfer key, once confirmed.", example: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' })
  transactionKey: string | null;

  @ApiProperty({ type: String, nullable: true, description: "Why it failed: Second Life's error word, or the script's sentence.", example: null })
  reason: string | null;

  @ApiProperty({ format: 'date-time', example: '2026-11-29T18:00:00.000Z' })
  updatedAt: string;
}
