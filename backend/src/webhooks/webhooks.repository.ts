import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';

import { completedSale } from '../sales/sales-ledger-sql';
import type { WebhookFormat } from './discord-message';
import type { WebhookDeliveryStatus } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** An event to tell the owner's endpoints that subscribe to its type; `dedupeKey` makes its cause tell it once. */
export interface NewWebhookEvent {
  ownerId: string;
  type: string;
  dedupeKey: string | null;
  data: Record<string, unknown>;
}

/** A delivery taken to be sent now: what to send, where, and with which secrets. */
export interface DueDelivery {
  id: string;
  endpointId: string;
  ownerId: string;
  url: string;
  format: WebhookFormat;
  secrets: string[];
  eventId: string;
  /** The merchant the event is about (for an administrator's all-merchants endpoint, not the endpoint's owner). */
  merchantId: string;
  type: string;
  data: Record<string, unknown>;
  eventAt: Date;
  attempts: number;
}

export interface DeliveryLogRow {
  id: string;
  eventId: string;
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastResponse: string | null;
  deliveredAt: Date | null;
  data: Record<string, unknown>;
}

/** Whether endpoint `e` hears event type `type` (a SQL expression): its exact type, or its family (`sale.*`). */
const hears = (e: string, type: string) => `(${type} = ANY(${e}.events) OR split_part(${type}, '.', 1) || '.*' = ANY(${e}.events))`;

/** Whether endpoint `e` is on and gets `type` events of merchant `owner`: their own, or an administrator's for all merchants. */
const reaches = (e: string, owner: string, type: string) => `${e}.enabled AND (${e}."ownerId" = ${owner} OR ${e}.platform) AND ${hears(e, type)}`;

/** A sale as its `sale.completed` event tells it. */
const SALE_EVENT_DATA = `jsonb_build_object(
  'transactionId', t.id, 'vendorId', t."vendorId", 'productId', t."productId", 'productName', p.name, 'amount', t.amount,
  'commission', t.commission::text, 'buyerKey', t."buyerId", 'buyerName', t."buyerName", 'giftTo', t."giftTo", 'paidWith', t."paidWith",
  'region', t."slRegion", 'createdAt', to_char(t."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

const DELIVERY_LOG = `SELECT d.id, d."eventId", ev.type, d.status, d.attempts, d."createdAt", d."lastAttemptAt",
         CASE WHEN d.status = 'pending' THEN d."nextAttemptAt" END AS "nextAttemptAt",
         d."lastStatusCode", d."lastResponse", d."deliveredAt", ev.data
  FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d."eventId"`;

/** Webhook endpoints, the events they hear and their deliveries. Methods taking a manager join its transaction. */
@Injectable()
export class WebhooksRepository {
  constructor(
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
    private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  listOf(ownerId: string): Promise<WebhookEndpoint[]> {
    return this.endpoints.find({ where: { ownerId }, order: { createdAt: 'ASC' } });
  }

  countOf(ownerId: string): Promise<number> {
    return this.endpoints.count({ where: { ownerId } });
  }

  findOf(ownerId: string, id: string): Promise<WebhookEndpoint | null> {
    return this.endpoints.findOne({ where: { ownerId, id } });
  }

  insert(endpoint: Pick<WebhookEndpoint, 'ownerId' | 'url' | 'description' | 'events' | 'format' | 'platform' | 'secret'>): Promise<WebhookEndpoint> {
    return this.endpoints.save(this.endpoints.create(endpoint));
  }

  async update(id: string, changes: Partial<WebhookEndpoint>): Promise<void> {
    await this.endpoints.update({ id }, changes);
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    const removed = await this.endpoints.delete({ ownerId, id });
    return (removed.affected ?? 0) > 0;
  }

  /**
   * Writes the events that some enabled endpoint of their owner hears, and a pending delivery for each such endpoint,
   * in one statement; an event whose dedupeKey was used already is left out. Returns how many deliveries it made.
   */
  async publish(events: readonly NewWebhookEvent[], at: Date, manager?: EntityManager): Promise<number> {
    if (events.length === 0) return 0;
    const rows: Array<{ id: string }> = await (manager ?? this.dataSource).query(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x("ownerId" varchar, type varchar, "dedupeKey" varchar, data jsonb)
       ), heard AS (
         SELECT i.* FROM input i
         WHERE EXISTS (SELECT 1 FROM webhook_endpoints e WHERE ${reaches('e', 'i."ownerId"', 'i.type')})
       ), made AS (
         INSERT INTO webhook_events ("ownerId", type, "dedupeKey", data, "createdAt")
         SELECT "ownerId", type, "dedupeKey", data, $2 FROM heard
         ON CONFLICT ("ownerId", "dedupeKey") WHERE "dedupeKey" IS NOT NULL DO NOTHING
         RETURNING id, "ownerId", type
       )
       INSERT INTO webhook_deliveries ("endpointId", "eventId", "nextAttemptAt", "createdAt")
       SELECT e.id, m.id, $2, $2 FROM made m JOIN webhook_endpoints e ON ${reaches('e', 'm."ownerId"', 'm.type')}
       RETURNING id`,
      [JSON.stringify(events), at],
    );
    return rows.length;
  }

  /** A test event for one endpoint only (it has no cause to dedupe on). */
  async publishTest(endpointId: string, ownerId: string, data: Record<string, unknown>, at: Date): Promise<string> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `WITH made AS (
         INSERT INTO webhook_events ("ownerId", type, "dedupeKey", data, "createdAt") VALUES ($2, 'webhook.test', NULL, $3, $4) RETURNING id
       )
       INSERT INTO webhook_deliveries ("endpointId", "eventId", "nextAttemptAt", "createdAt") SELECT $1, id, $4, $4 FROM made RETURNING id`,
      [endpointId, ownerId, JSON.stringify(data), at],
    );
    return rows[0].id;
  }

  /**
   * `sale.completed` for these sales, for owners who hear it: one statement for a batch of sales (the data read from
   * the ledger here, so the sale path writes nothing for webhooks).
   */
  async publishSales(transactionIds: readonly number[], at: Date): Promise<number> {
    if (transactionIds.length === 0) return 0;
    return this.publishSalesWhere(`t.id = ANY($1::int[])`, [transactionIds], at, false);
  }

  /**
   * The sweep: `sale.completed` for sales made from `from` to `to` that an endpoint hears and that have no event yet
   * (a sale whose event was lost when an instance stopped between its commit and the next batch).
   */
  async publishMissedSales(from: Date, to: Date, at: Date): Promise<number> {
    return this.publishSalesWhere(
      // Sales made before the endpoint that hears them was made or switched on are not sent to it late.
      `t."createdAt" >= $1 AND t."createdAt" < $2
       AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE ${reaches('e', 't."ownerId"', `'sale.completed'`)} AND e."enabledAt" <= t."createdAt")`,
      [from, to],
      at,
      true,
    );
  }

  /** `missedOnly`: leave out sales that have their event without trying (the sweep; a batch's sales seldom have one). */
  private async publishSalesWhere(where: string, params: unknown[], at: Date, missedOnly: boolean): Promise<number> {
    const at$ = `$${params.length + 1}`;
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `WITH made AS (
         INSERT INTO webhook_events ("ownerId", type, "dedupeKey", data, "createdAt")
         SELECT t."ownerId", 'sale.completed', 'sale:' || t.id, ${SALE_EVENT_DATA}, ${at$}
         FROM transactions t LEFT JOIN products p ON p.id = t."productId"
         WHERE ${where} AND ${completedSale('t')}
           AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE ${reaches('e', 't."ownerId"', `'sale.completed'`)})
           ${missedOnly ? `AND NOT EXISTS (SELECT 1 FROM webhook_events done WHERE done."ownerId" = t."ownerId" AND done."dedupeKey" = 'sale:' || t.id)` : ''}
         ON CONFLICT ("ownerId", "dedupeKey") WHERE "dedupeKey" IS NOT NULL DO NOTHING
         RETURNING id, "ownerId", type
       )
       INSERT INTO webhook_deliveries ("endpointId", "eventId", "nextAttemptAt", "createdAt")
       SELECT e.id, m.id, ${at$}, ${at$} FROM made m JOIN webhook_endpoints e ON ${reaches('e', 'm."ownerId"', 'm.type')}
       RETURNING id`,
      [...params, at],
    );
    return rows.length;
  }

  /**
   * `sale.daily_summary` of SLT day `day` for every merchant with an endpoint that hears it: their sales, L$ and
   * commission that day, from the vendors' daily rollups; once per merchant and day. Returns the deliveries made.
   */
  async publishDailySummaries(day: string, at: Date): Promise<number> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `WITH owners AS (
         SELECT DISTINCT e."ownerId" FROM webhook_endpoints e WHERE e.enabled AND NOT e.platform AND ${hears('e', `'sale.daily_summary'`)}
       ), made AS (
         INSERT INTO webhook_events ("ownerId", type, "dedupeKey", data, "createdAt")
         SELECT o."ownerId", 'sale.daily_summary', 'daily:' || $1,
                jsonb_build_object('day', $1::text, 'sales', COALESCE(sum(d.sales), 0), 'amount', COALESCE(sum(d.amount), 0),
                                   'commission', COALESCE(sum(d.commission), 0)::numeric(18, 2)::text), $2
         FROM owners o
         LEFT JOIN vendors v ON v."ownerId" = o."ownerId"
         LEFT JOIN vendor_sales_days d ON d."vendorId" = v.id AND d.day = $1::date
         WHERE NOT EXISTS (SELECT 1 FROM webhook_events done WHERE done."ownerId" = o."ownerId" AND done."dedupeKey" = 'daily:' || $1)
         GROUP BY o."ownerId"
         ON CONFLICT ("ownerId", "dedupeKey") WHERE "dedupeKey" IS NOT NULL DO NOTHING
         RETURNING id, "ownerId", type
       )
       INSERT INTO webhook_deliveries ("endpointId", "eventId", "nextAttemptAt", "createdAt")
       SELECT e.id, m.id, $2, $2 FROM made m JOIN webhook_endpoints e ON ${reaches('e', 'm."ownerId"', 'm.type')}
       RETURNING id`,
      [day, at],
    );
    return rows.length;
  }

  /**
   * Takes up to `perEndpoint` due deliveries of each enabled endpoint not in `busy` (at most `limit` in all), oldest
   * first, and pushes their next attempt `leaseMs` ahead, so no other run takes them while they are sent. Each endpoint
   * is read through its own index range: a backlog of a slow endpoint costs the look nothing.
   */
  async takeDue(now: Date, limit: number, perEndpoint: number, busy: readonly string[], leaseMs: number, onlyId: string | null = null): Promise<DueDelivery[]> {
    const rows: DueDelivery[] = await this.dataSource.query(
      `WITH due AS (
         SELECT d.id FROM webhook_endpoints e
         CROSS JOIN LATERAL (
           SELECT d.id FROM webhook_deliveries d
           WHERE d."endpointId" = e.id AND d.status = 'pending' AND d."nextAttemptAt" <= $1 AND ($6::bigint IS NULL OR d.id = $6)
           ORDER BY d."nextAttemptAt", d.id
           LIMIT $3
           FOR UPDATE SKIP LOCKED
         ) d
         WHERE e.enabled AND NOT (e.id = ANY($4::uuid[]))
         LIMIT $2
       ), taken AS (
         UPDATE webhook_deliveries d SET "nextAttemptAt" = $1::timestamptz + make_interval(secs => $5::double precision / 1000)
         FROM due WHERE due.id = d.id
         RETURNING d.id, d."endpointId", d."eventId", d.attempts
       )
       SELECT taken.id, taken."endpointId", e."ownerId", e.url, e.format,
              array_remove(ARRAY[e.secret, CASE WHEN e."previousSecretUntil" > $1 THEN e."previousSecret" END], NULL) AS secrets,
              taken."eventId", ev."ownerId" AS "merchantId", ev.type, ev.data, ev."createdAt" AS "eventAt", taken.attempts
       FROM taken JOIN webhook_endpoints e ON e.id = taken."endpointId" JOIN webhook_events ev ON ev.id = taken."eventId"
       ORDER BY taken.id`,
      [now, limit, perEndpoint, busy, leaseMs, onlyId],
    );
    return rows;
  }

  /** Records a delivered attempt and clears the endpoint's run of failures. */
  async delivered(id: string, endpointId: string, at: Date, statusCode: number, response: string): Promise<void> {
    await this.dataSource.query(
      `WITH done AS (
         UPDATE webhook_deliveries SET status = 'delivered', attempts = attempts + 1, "lastAttemptAt" = $2, "deliveredAt" = $2,
           "lastStatusCode" = $3, "lastResponse" = $4
         WHERE id = $1 RETURNING id
       )
       UPDATE webhook_endpoints SET "failingSince" = NULL WHERE id = $5 AND "failingSince" IS NOT NULL`,
      [id, at, statusCode, response, endpointId],
    );
  }

  /**
   * Records a failed attempt: pending again at `nextAttemptAt`, or failed for good when that is null. The endpoint's run
   * of failures starts here unless it had started; returns when it started.
   */
  async failed(id: string, endpointId: string, at: Date, statusCode: number | null, response: string, nextAttemptAt: Date | null): Promise<Date> {
    // An UPDATE answers [rows, count].
    const [rows]: [Array<{ failingSince: Date }>, number] = await this.dataSource.query(
      `WITH done AS (
         UPDATE webhook_deliveries SET status = CASE WHEN $6::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
           attempts = attempts + 1, "lastAttemptAt" = $2, "lastStatusCode" = $3, "lastResponse" = $4, "nextAttemptAt" = COALESCE($6, "nextAttemptAt")
         WHERE id = $1 RETURNING id
       )
       UPDATE webhook_endpoints SET "failingSince" = COALESCE("failingSince", $2) WHERE id = $5 RETURNING "failingSince"`,
      [id, at, statusCode, response, endpointId, nextAttemptAt],
    );
    return rows[0]?.failingSince ?? at;
  }

  /** Switches an endpoint off with a reason, failing what it still had pending; true when this call switched it off. */
  async disable(endpointId: string, reason: string): Promise<boolean> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `WITH off AS (
         UPDATE webhook_endpoints SET enabled = false, "disabledReason" = $2 WHERE id = $1 AND enabled RETURNING id
       ), dropped AS (
         UPDATE webhook_deliveries d SET status = 'failed', "lastResponse" = COALESCE(d."lastResponse", $2)
         FROM off WHERE d."endpointId" = off.id AND d.status = 'pending' RETURNING d.id
       )
       SELECT id FROM off`,
      [endpointId, reason],
    );
    return rows.length > 0;
  }

  /** Sends a delivery again now (its event id stays), whatever its status: true when it is the owner's. */
  async resend(ownerId: string, deliveryId: string, at: Date): Promise<{ endpointId: string } | null> {
    const [rows]: [Array<{ endpointId: string }>, number] = await this.dataSource.query(
      `UPDATE webhook_deliveries d SET status = 'pending', "nextAttemptAt" = $3
       FROM webhook_endpoints e
       WHERE d.id = $2 AND e.id = d."endpointId" AND e."ownerId" = $1
       RETURNING d."endpointId"`,
      [ownerId, deliveryId, at],
    );
    return rows[0] ?? null;
  }

  /** The owner of a vendor (a refund names the vendor), or null. */
  async ownerOfVendor(vendorId: number, manager?: EntityManager): Promise<string | null> {
    const rows: Array<{ ownerId: string }> = await (manager ?? this.dataSource).query(`SELECT "ownerId" FROM vendors WHERE id = $1`, [vendorId]);
    return rows[0]?.ownerId ?? null;
  }

  /** Deletes the user's endpoints (the account's deletion): nothing is sent for a closed account. */
  async removeAllOf(manager: EntityManager, ownerId: string): Promise<number> {
    const removed = await manager.getRepository(WebhookEndpoint).delete({ ownerId });
    return removed.affected ?? 0;
  }

  /** An endpoint's deliveries, newest first. */
  log(endpointId: string, limit: number): Promise<DeliveryLogRow[]> {
    return this.dataSource.query(`${DELIVERY_LOG} WHERE d."endpointId" = $1 ORDER BY d."createdAt" DESC, d.id DESC LIMIT $2`, [endpointId, limit]);
  }

  async delivery(id: string): Promise<DeliveryLogRow | null> {
    const rows: DeliveryLogRow[] = await this.dataSource.query(`${DELIVERY_LOG} WHERE d.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Forgets events older than `before` whose deliveries are all over (delivered or failed); how many. */
  async forgetFinishedBefore(before: Date): Promise<number> {
    const [rows]: [Array<{ id: string }>, number] = await this.dataSource.query(
      `DELETE FROM webhook_events ev WHERE ev."createdAt" < $1
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d."eventId" = ev.id AND d.status = 'pending')
       RETURNING ev.id`,
      [before],
    );
    return rows.length;
  }
}
