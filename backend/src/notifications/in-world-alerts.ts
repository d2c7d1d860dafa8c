import { Injectable } from '@nestjs/common';

import { Clock } from '../common/clock';
import { sltDate } from '../common/time/second-life-time';
import { HeartbeatHooks, type ObjectReported, type ObjectUnreachable } from '../in-world-objects/heartbeat-hooks';
import { RefundEvents, type RefundFailedEvent } from '../sales/refund-events';
import { NotificationsService } from './notifications.service';

const KIND_NAMES = { vendor: 'vendor', 'delivery-box': 'delivery box', terminal: 'redelivery terminal' } as const;
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * Alerts about what happens in-world, each once per cause within its quiet period: an object holding sales it could not
 * report (once a day per object), an object whose address stopped answering (once a day per object), a refund a script
 * could not pay (once per attempt). Written after their cause: a failure is logged, never passed to the script's call.
 */
@Injectable()
export class InWorldAlerts {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    hooks: HeartbeatHooks,
    refunds: RefundEvents,
  ) {
    hooks.onReported((report) => this.salesHeld(report));
    hooks.onUnreachable((object) => this.unreachable(object));
    refunds.onFailed((event) => void this.refundFailed(event));
  }

  private async salesHeld(report: ObjectReported): Promise<void> {
    if (report.parked === 0) return;
    const where = report.region ? ` in ${report.region}` : '';
    const queued = report.queued > 0 ? `, and ${plural(report.queued, 'more waits', 'more wait')} to be sent` : '';
    await this.notifications.notifyAfterwards({
      userId: report.ownerId,
      kind: 'object_sales_waiting',
      title: `Sales waiting in ${report.objectName}`,
      body:
        `Your ${KIND_NAMES[report.kind]} ${report.objectName}${where} holds ${plural(report.parked, 'sale', 'sales')} it could not report${queued}. ` +
        'It sends them as soon as the platform answers it; if this stays, check its script and the region.',
      link: '/lsl-integration',
      metadata: { objectKey: report.objectKey, parked: report.parked, queued: report.queued },
      dedupeKey: `parked:${report.objectKey}:${sltDate(this.clock.now())}`,
    });
  }

  private async unreachable(object: ObjectUnreachable): Promise<void> {
    const where = object.region ? ` in ${object.region}` : '';
    await this.notifications.notifyAfterwards({
      userId: object.ownerId,
      kind: 'object_unreachable',
      title: `Unreachable: ${object.objectName}`,
      body:
        `The platform could not reach your ${KIND_NAMES[object.kind]} ${object.objectName}${where}: ${object.reason}. ` +
        'What waits for it is sent when its next heartbeat brings a new address; if this repeats, check the region and its script.',
      link: '/lsl-integration',
      metadata: { objectKey: object.objectKey, reason: object.reason },
      dedupeKey: `unreachable:${object.objectKey}:${sltDate(this.clock.now())}`,
    });
  }

  private async refundFailed(event: RefundFailedEvent): Promise<void> {
    await this.notifications.notifyAfterwards({
      userId: event.ownerId,
      kind: 'refund_failed',
      title: `Refund not paid: sale #${event.transactionId}`,
      body:
        `The L$${event.amount.toLocaleString('en-US')} refund of sale #${event.transactionId} was not paid in-world (${event.reason}). ` +
        "Check your L$ balance and the paying script's debit permission, then retry it on the Transactions page.",
      link: '/transactions',
      metadata: { transactionId: event.transactionId, refundOrderId: event.orderId, reason: event.reason },
      dedupeKey: `refund_failed:${event.orderId}:${event.attempts}`,
    });
  }
}
