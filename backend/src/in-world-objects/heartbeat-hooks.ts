import { Injectable } from '@nestjs/common';

/**
 * What other features add to an in-world object's heartbeat, registered by their modules so that in-world-objects/
 * imports none of them: the redeliveries hand a box that reports what it can take (RedeliveriesModule), profit sharing
 * counts the payouts a vendor still has to make (ProfitSharingModule).
 */
@Injectable()
export class HeartbeatHooks {
  private readonly boxListeners: Array<(ownerId: string) => Promise<void>> = [];
  private duePayoutsOf: (vendorId: number) => Promise<number> = () => Promise.resolve(0);

  /** `listener` runs, awaited, when one of the owner's boxes says it is alive or what it holds. */
  onBoxReady(listener: (ownerId: string) => Promise<void>): void {
    this.boxListeners.push(listener);
  }

  async boxReady(ownerId: string): Promise<void> {
    for (const listener of this.boxListeners) await listener(ownerId);
  }

  /** Where a vendor's heartbeat answer finds how many payouts it still has to make. */
  answerDuePayouts(source: (vendorId: number) => Promise<number>): void {
    this.duePayoutsOf = source;
  }

  duePayouts(vendorId: number): Promise<number> {
    return this.duePayoutsOf(vendorId);
  }
}
