import { Injectable } from '@nestjs/common';

import type { PayoutDto } from './dto/payout.dto';

/** A sale's partner payouts as its details show them: provided by ProfitSharingModule, so sales/ imports no feature. */
export interface SalePayouts {
  ofSale(transactionId: number): Promise<PayoutDto[]>;
}

/** Where a sale's details find its payouts: ProfitSharingModule registers its side once, at start-up. */
@Injectable()
export class SalePayoutsLink implements SalePayouts {
  private payouts: SalePayouts | null = null;

  provide(payouts: SalePayouts): void {
    this.payouts = payouts;
  }

  ofSale(transactionId: number): Promise<PayoutDto[]> {
    if (!this.payouts) throw new Error('No module provides the payouts of a sale (ProfitSharingModule).');
    return this.payouts.ofSale(transactionId);
  }
}
