import { Injectable } from '@nestjs/common';

import type { Tx } from '../database/transaction';

/** The redelivery requests a box holds, as the delivery boxes need them: provided by RedeliveriesModule. */
export interface BoxRequests {
  /** In the transaction deactivating or deleting the box: what it held goes back to the queue (its refunds in progress fail). */
  releaseFromBox(tx: Tx, boxId: number): Promise<void>;
  /** After it: the owner's waiting requests are handed out again. */
  dispatch(ownerId: string): Promise<void>;
  /** The requests assigned to each box, for the box list. */
  assignedCounts(boxIds: number[]): Promise<Map<number, number>>;
}

/**
 * Where the delivery boxes reach the redelivery requests without importing redeliveries/ (a feature above them):
 * RedeliveriesModule registers its side once, at start-up.
 */
@Injectable()
export class BoxRequestsLink implements BoxRequests {
  private requests: BoxRequests | null = null;

  provide(requests: BoxRequests): void {
    this.requests = requests;
  }

  releaseFromBox(tx: Tx, boxId: number): Promise<void> {
    return this.provided().releaseFromBox(tx, boxId);
  }

  dispatch(ownerId: string): Promise<void> {
    return this.provided().dispatch(ownerId);
  }

  assignedCounts(boxIds: number[]): Promise<Map<number, number>> {
    return this.provided().assignedCounts(boxIds);
  }

  private provided(): BoxRequests {
    if (!this.requests) throw new Error('No module provides the redelivery requests of the delivery boxes (RedeliveriesModule).');
    return this.requests;
  }
}
