import { Injectable } from '@nestjs/common';

import type { SellingVendor } from '../in-world/in-world-object-directory';
import type { PayoutOrderKind } from '../in-world-objects/order-signature';

/** An order another feature wants the vendor's payouts script to carry out, before it is signed. */
export interface SourcedOrder {
  kind: PayoutOrderKind;
  id: number;
  attempt: number;
  avatarKey: string;
  amount: number;
}

/**
 * Other features' orders for a vendor's payouts script, registered by their modules so that profit-sharing/ imports
 * none of them: billing orders the commission a merchant owes (BillingModule).
 */
@Injectable()
export class PayoutOrderSources {
  private readonly sources: Array<(vendor: SellingVendor, at: Date) => Promise<SourcedOrder[]>> = [];

  provide(source: (vendor: SellingVendor, at: Date) => Promise<SourcedOrder[]>): void {
    this.sources.push(source);
  }

  async ordersFor(vendor: SellingVendor, at: Date): Promise<SourcedOrder[]> {
    const found: SourcedOrder[] = [];
    for (const source of this.sources) found.push(...(await source(vendor, at)));
    return found;
  }
}
