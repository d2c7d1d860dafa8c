import { Injectable } from '@nestjs/common';

/** A refund order an in-world script reported as not paid: the buyer has not had their L$ back. */
export interface RefundFailedEvent {
  ownerId: string;
  orderId: number;
  transactionId: number;
  amount: number;
  reason: string;
  /** Attempts made so far: a retried order that fails again is another failure to tell. */
  attempts: number;
}

/**
 * What the refund orders tell once a script's report is written, to the modules that listen (the notifications alert
 * the merchant, webhooks tell their endpoints). Nothing here can fail the report.
 */
@Injectable()
export class RefundEvents {
  private readonly listeners: Array<(event: RefundFailedEvent) => void> = [];

  onFailed(listener: (event: RefundFailedEvent) => void): void {
    this.listeners.push(listener);
  }

  failed(event: RefundFailedEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
