import { Injectable, NotFoundException } from '@nestjs/common';
import type Decimal from 'decimal.js';

import type { Tx } from '../database/transaction';
import type { CommissionConfig } from './commission-config.entity';
import { type CommissionConfigRule, PLATFORM_DEFAULT_RATE_PERCENT, platformRate, type SaleCommissionInput } from './commission-engine';
import { GLOBAL_SCOPE, type LoadedCommissionInputs, scopeOf } from './commission-inputs-sql';
import { CommissionsRepository } from './commissions.repository';

/** Everything `commissionForSale` needs for one vendor at one time, except the sale amount. */
export type VendorCommissionInputs = Omit<SaleCommissionInput, 'amount'>;

export function toCommissionConfigRule(config: CommissionConfig): CommissionConfigRule {
  return {
    baseRate: config.baseRate,
    isActive: config.isActive,
    tiers: (config.tiers ?? []).map(({ minVolume, discountType, discountValue }) => ({ minVolume, discountType, discountValue })),
  };
}

/** Loads what the commission engine needs from the database. */
@Injectable()
export class CommissionInputsService {
  constructor(private readonly repository: CommissionsRepository) {}

  /** The platform's rate, a fraction: the global configuration's base rate when active, else the platform's 5 %. */
  async platformRate(): Promise<Decimal> {
    const [global] = await this.repository.findByScopesWithTiers([GLOBAL_SCOPE]);
    return platformRate({ globalConfig: global ? toCommissionConfigRule(global) : null, defaultRatePercent: PLATFORM_DEFAULT_RATE_PERCENT });
  }

  /**
   * The inputs of `commissionForSale` for a sale of vendor `vendorId` at time `at`; add the amount and call the engine:
   *
   * ```ts
   * const inputs = await commissionInputs.forVendor(vendor.id, at, manager);
   * const commission = commissionForSale({ ...inputs, amount });
   * ```
   *
   * Loads in one statement, inside the transaction `manager` when one is given:
   *  - `events`: the active events the vendor takes part in (event_vendors) that are running at `at`, each with
   *    the vendor's rate (the event's current rate on its organiser's vendors, the accepted one on others') and the
   *    rate an administrator approved;
   *  - `vendorConfig` / `globalConfig`: the vendor's and the global commission configurations with their tiers
   *    (active or not; the engine skips inactive ones), null when not set;
   *  - `defaultRatePercent`: the platform's default rate (never the owner's: merchants do not price their own sales);
   *  - `salesVolume30Days`: the vendor's completed sales on the SLT day of `at` and the 29 SLT days before it, from
   *    the daily rollup, as a decimal string of whole L$ (every sale already committed that day counts, the one being
   *    priced does not). Concurrent sales of one vendor do not see each other unless the vendor's sale lock is held.
   *  - `at` as given.
   *
   * Throws NotFoundException('Vendor not found.') when there is no vendor with that id.
   */
  async forVendor(vendorId: number, at: Date, manager?: Tx): Promise<VendorCommissionInputs> {
    const vendorScope = scopeOf(vendorId);
    const loaded = await this.repository.saleInputsOf(vendorId, [vendorScope, GLOBAL_SCOPE], at, manager);
    if (!loaded) throw new NotFoundException('Vendor not found.');
    return toVendorCommissionInputs(loaded, vendorId, at);
  }
}

/** The engine's inputs from what commissionInputsSql loaded for the vendor. */
export function toVendorCommissionInputs(loaded: LoadedCommissionInputs, vendorId: number, at: Date): VendorCommissionInputs {
  const ruleFor = (scope: string): CommissionConfigRule | null => {
    const config = loaded.configs.find((candidate) => candidate.scope === scope);
    return config ? { baseRate: config.baseRate, isActive: config.isActive, tiers: config.tiers } : null;
  };
  return {
    at,
    events: loaded.events,
    vendorConfig: ruleFor(scopeOf(vendorId)),
    globalConfig: ruleFor(GLOBAL_SCOPE),
    defaultRatePercent: PLATFORM_DEFAULT_RATE_PERCENT,
    salesVolume30Days: loaded.volume,
  };
}
