import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import type { Tx } from '../database/transaction';

/**
 * One thing deleting an account does outside users/, in the deletion's transaction: returns how many rows it changed
 * (recorded in the audit entry under `key` when given).
 */
export interface AccountClosingStep {
  /** The audit entry's metadata key for the count, e.g. `revokedApiKeys`; none: not recorded. */
  key?: string;
  run(tx: Tx, userId: string, at: Date): Promise<number>;
}

/** The steps every deletion needs; it refuses to run without them rather than leave keys or vendors working. */
const REQUIRED = ['revokedApiKeys', 'deactivatedVendors'];

/**
 * Where the modules above users/ say what deleting an account does to what they own (API keys revoked, vendors
 * switched off, the local sign-in removed): each registers its step once, at start-up, so users/ imports none of them.
 * An app wired without a required step does not start.
 */
@Injectable()
export class AccountClosing implements OnApplicationBootstrap {
  private readonly steps: AccountClosingStep[] = [];

  register(step: AccountClosingStep): void {
    this.steps.push(step);
  }

  /** Every module has registered its steps by now (in their constructors): a missing one stops the start-up. */
  onApplicationBootstrap(): void {
    this.requireSteps();
  }

  /** Runs every step in the order registered; the counts by key. */
  async run(tx: Tx, userId: string, at: Date): Promise<Record<string, number>> {
    this.requireSteps();
    const counts: Record<string, number> = {};
    for (const step of this.steps) {
      const count = await step.run(tx, userId, at);
      if (step.key) counts[step.key] = count;
    }
    return counts;
  }

  private requireSteps(): void {
    const missing = REQUIRED.filter((key) => !this.steps.some((step) => step.key === key));
    if (missing.length > 0) throw new Error(`Deleting an account needs the steps ${missing.join(', ')} (ApiKeysModule, VendorsModule).`);
  }
}
