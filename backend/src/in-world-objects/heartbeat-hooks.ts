import { Injectable } from '@nestjs/common';

/**
 * What other features add to an in-world object's heartbeat, registered by their modules so that in-world-objects/
 * imports none of them: the redeliveries hand a box that reports what it can take (RedeliveriesModule), profit sharing
 * counts the payouts a vendor still has to make (ProfitSharingModule), the notifications hear of sales an object holds
 * and of addresses that stopped answering.
 */
/** What an object said of itself in a heartbeat, for features that act on it (the notifications on sales held). */
export interface ObjectReported {
  ownerId: string;
  objectKey: string;
  objectName: string;
  kind: 'vendor' | 'delivery-box' | 'terminal';
  region: string | null;
  queued: number;
  parked: number;
}

/** An object whose HTTP-in address stopped answering the platform's pings and was forgotten. */
export interface ObjectUnreachable {
  ownerId: string;
  objectKey: string;
  objectName: string;
  kind: 'vendor' | 'delivery-box' | 'terminal';
  region: string | null;
  reason: string;
}

@Injectable()
export class HeartbeatHooks {
  private readonly boxListeners: Array<(ownerId: string) => Promise<void>> = [];
  private readonly reportListeners: Array<(report: ObjectReported) => Promise<void>> = [];
  private readonly unreachableListeners: Array<(object: ObjectUnreachable) => Promise<void>> = [];

  /** `listener` runs, awaited, after every heartbeat is recorded. */
  onReported(listener: (report: ObjectReported) => Promise<void>): void {
    this.reportListeners.push(listener);
  }

  async reported(report: ObjectReported): Promise<void> {
    for (const listener of this.reportListeners) await listener(report);
  }

  /** `listener` runs when an object's address is forgotten because it stopped answering. */
  onUnreachable(listener: (object: ObjectUnreachable) => Promise<void>): void {
    this.unreachableListeners.push(listener);
  }

  async unreachable(object: ObjectUnreachable): Promise<void> {
    for (const listener of this.unreachableListeners) await listener(object);
  }
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
