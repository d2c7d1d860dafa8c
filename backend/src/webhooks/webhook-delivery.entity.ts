import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * One event for one endpoint: pending until an answer in 2xx (delivered), retried with back-off until 3 days after
 * the event (then failed). A pending delivery being sent has `nextAttemptAt` pushed ahead (its lease), so no other run
 * or instance sends it meanwhile.
 */
@Entity('webhook_deliveries')
@Index('UQ_webhook_deliveries_endpoint_event', ['endpointId', 'eventId'], { unique: true })
@Index('IDX_webhook_deliveries_due', ['endpointId', 'nextAttemptAt', 'id'], { where: `"status" = 'pending'` })
@Index('IDX_webhook_deliveries_endpoint_created', ['endpointId', 'createdAt', 'id'])
@Check('CHK_webhook_deliveries_status', `"status" IN ('pending', 'delivered', 'failed')`)
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpointId' })
  endpoint?: WebhookEndpoint;

  @Index()
  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => WebhookEvent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: WebhookEvent;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: WebhookDeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  /** The last answer's HTTP status; null when there was none (time-out, refused address, connection error). */
  @Column({ type: 'integer', nullable: true })
  lastStatusCode: number | null;

  /** What went wrong with the last attempt, or the first 500 characters of its answer. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  lastResponse: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
