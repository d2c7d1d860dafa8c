import { Injectable } from '@nestjs/common';

import type { Tx } from '../database/transaction';

/** What deleting an account does to its vendors: provided by VendorsModule, so users/ imports no core feature. */
export interface AccountVendors {
  /** Switches off the owner's vendors that are on, in the deletion's transaction; how many. */
  deactivateAllOf(tx: Tx, ownerId: string): Promise<number>;
}

/** Where UsersService reaches the vendors of an account: VendorsModule registers its side once, at start-up. */
@Injectable()
export class AccountVendorsLink implements AccountVendors {
  private vendors: AccountVendors | null = null;

  provide(vendors: AccountVendors): void {
    this.vendors = vendors;
  }

  deactivateAllOf(tx: Tx, ownerId: string): Promise<number> {
    if (!this.vendors) throw new Error('No module provides the vendors of an account (VendorsModule).');
    return this.vendors.deactivateAllOf(tx, ownerId);
  }
}
