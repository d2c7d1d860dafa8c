import { randomUUID } from 'node:crypto';

import type { DataSource } from 'typeorm';

import { CommissionConfig } from '../../src/commissions/commission-config.entity';
import type { CommissionTier } from '../../src/commissions/commission-tier.entity';
import { InWorldCall } from '../../src/in-world/in-world-call.entity';
import { InWorldCallsRecorder } from '../../src/in-world/in-world-calls.recorder';
import { Redelivery } from '../../src/redeliveries/redelivery.entity';
import { Transaction } from '../../src/sales/transaction.entity';
import type { TestApp, TestResponse, TestUser } from '../support/test-app';
import { sleep } from '../support/wait';

/** An in-world object as the simulator presents it: the headers Second Life adds to every llHTTPRequest. */
export interface SimulatedObject {
  apiKey: string;
  objectKey: string;
  objectName: string;
  ownerKey: string;
  region: string;
}

export function inWorldObject(apiKey: string, objectName = 'Vendor - Red Dress'): SimulatedObject {
  return { apiKey, objectKey: randomUUID(), objectName, ownerKey: randomUUID(), region: 'Luna Bay (256000, 256512)' };
}

/** The headers of an llHTTPRequest with HTTP_MIMETYPE "application/json" and HTTP_CUSTOM_HEADER "X-Api-Key". */
export function simulatorHeaders(object: SimulatedObject): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'Second-Life-LSL/2025-11-01.123456 (https://secondlife.com)',
    accept:
      'text/*, application/xhtml+xml, application/atom+xml, application/json, application/xml, application/llsd+xml, application/x-javascript, application/javascript, application/x-www-form-urlencoded, application/rss+xml',
    'accept-charset': 'utf-8;q=1.0, *;q=0.5',
    'cache-control': 'max-age=259200',
    pragma: 'no-cache',
    'x-secondlife-shard': 'Production',
    'x-secondlife-object-name': object.objectName,
    'x-secondlife-object-key': object.objectKey,
    'x-secondlife-region': object.region,
    'x-secondlife-local-position': '(128.500000, 64.250000, 22.000000)',
    'x-secondlife-local-rotation': '(0.000000, 0.000000, 0.000000, 1.000000)',
    'x-secondlife-local-velocity': '(0.000000, 0.000000, 0.000000)',
    'x-secondlife-owner-name': 'Merchant Resident',
    'x-secondlife-owner-key': object.ownerKey,
    'x-api-key': object.apiKey,
  };
}

/** The body vendor-delivery.lsl's takePayments() builds with llList2Json: same keys, same order, integers as numbers. */
export function saleBody(fields: { saleId?: string; buyer: string; vendorKey: string; amount: number; productId?: number; buyerName?: string }): string {
  const body: Record<string, unknown> = {
    sale_id: fields.saleId ?? randomUUID(),
    user_id: fields.buyer,
    vendor_id: fields.vendorKey,
    amount: fields.amount,
  };
  if (fields.productId && fields.productId > 0) body.product_id = fields.productId;
  if (fields.buyerName) body.buyer_name = fields.buyerName;
  return JSON.stringify(body);
}

/** What a script's heartbeat says besides its kind and key (object_key and object_name default to the simulated object). */
export interface HeartbeatFields {
  kind: 'vendor' | 'delivery-box' | 'terminal';
  vendor_id?: string;
  box_id?: string;
  region?: string;
  position?: string;
  script_version?: string;
  queued?: number;
  parked?: number;
  free_memory?: number;
  url?: string;
}

/** The calls the three scripts make, byte for byte as llHTTPRequest sends them. */
export function scripts(t: TestApp, object: SimulatedObject) {
  const headers = () => simulatorHeaders(object);
  const post = (path: string, body: unknown) => t.request('POST', path, { rawBody: JSON.stringify(body), headers: headers() });
  return {
    object,
    headers,
    post,
    get: (path: string) => t.request('GET', path, { headers: headers() }),
    put: (path: string, body: unknown) => t.request('PUT', path, { rawBody: JSON.stringify(body), headers: headers() }),
    postSale: (body: string) => t.request('POST', '/api/lsl/sale', { rawBody: body, headers: headers() }),
    // Every script, at start and every 5 minutes.
    heartbeat: (fields: HeartbeatFields) =>
      post('/api/lsl/heartbeat', {
        object_key: object.objectKey,
        object_name: object.objectName,
        script_version: '2.0.0',
        queued: 0,
        parked: 0,
        free_memory: 30_000,
        ...fields,
      }),
    // delivery-box.lsl: what it holds, 50 names a call.
    inventory: (boxKey: string, items: string[], append = false) =>
      t.request('PUT', '/api/lsl/boxes/inventory', { rawBody: JSON.stringify({ box_id: boxKey, items, append }), headers: headers() }),
    // delivery-box.lsl: "/api/lsl/redeliveries/pending?box_id=" + BOX_KEY
    pending: (boxKey: string) => t.request('GET', `/api/lsl/redeliveries/pending?box_id=${encodeURIComponent(boxKey)}`, { headers: headers() }),
    delivered: (id: number, boxKey?: string) => post(`/api/lsl/redeliveries/${id}/delivered`, boxKey ? { box_id: boxKey } : {}),
    failed: (id: number, reason: string, boxKey?: string) => post(`/api/lsl/redeliveries/${id}/failed`, { reason, ...(boxKey ? { box_id: boxKey } : {}) }),
    // redelivery-terminal.lsl: "/api/lsl/purchases?buyer=" + llEscapeURL((string)avatar); vendor.lsl adds "&vendor_id=" + VENDOR_KEY
    purchases: (buyer: string, vendorKey?: string) =>
      t.request('GET', `/api/lsl/purchases?buyer=${encodeURIComponent(buyer)}${vendorKey ? `&vendor_id=${vendorKey}` : ''}`, { headers: headers() }),
    requestRedelivery: (transactionId: number, requestedBy: string) => post('/api/redeliveries', { transaction_id: transactionId, requested_by: requestedBy }),
  };
}

/** A delivery box made on the LSL Integration page, whose in-world object has sent its heartbeat and contents. */
export async function liveBox(
  t: TestApp,
  owner: TestUser,
  apiKey: string,
  fields: { name?: string; items: string[]; url?: string },
): Promise<{ id: number; boxKey: string; script: ReturnType<typeof scripts> }> {
  const created = await t.post('/api/delivery-boxes', { name: fields.name ?? `Box ${randomUUID().slice(0, 6)}` }, { token: owner.token });
  if (created.status !== 201) throw new Error(`Could not create a delivery box: ${created.status} ${created.text}`);
  const script = scripts(t, inWorldObject(apiKey, fields.name ?? 'Delivery Box'));
  const heartbeat = await script.heartbeat({ kind: 'delivery-box', box_id: created.body.boxKey, ...(fields.url ? { url: fields.url } : {}) });
  if (heartbeat.status !== 200) throw new Error(`The box heartbeat was refused: ${heartbeat.status} ${heartbeat.text}`);
  const inventory = await script.inventory(created.body.boxKey, fields.items);
  if (inventory.status !== 200) throw new Error(`The box inventory was refused: ${inventory.status} ${inventory.text}`);
  return { id: created.body.id, boxKey: created.body.boxKey, script };
}

export async function createApiKey(t: TestApp, user: TestUser): Promise<string> {
  const response = await t.post('/api/settings/api-keys', undefined, { token: user.token });
  if (response.status !== 201) throw new Error(`Could not create an API key: ${response.status} ${response.text}`);
  return response.body.key as string;
}

/** The object was last seen longer ago than the online window (11 minutes): it counts as offline. */
export async function takeOffline(dataSource: DataSource, object: SimulatedObject): Promise<void> {
  await dataSource.query(`UPDATE in_world_objects SET "lastSeenAt" = now() - interval '12 minutes' WHERE "objectKey" = $1`, [object.objectKey]);
}

export function counts(dataSource: DataSource) {
  return {
    transactions: () => dataSource.getRepository(Transaction).count(),
    redeliveries: () => dataSource.getRepository(Redelivery).count(),
  };
}

/** Every in-world call answered so far, written: the recorder writes in batches, so it is flushed first. */
export async function recordedCalls(t: TestApp): Promise<InWorldCall[]> {
  await t.app.get(InWorldCallsRecorder).flush();
  return t.dataSource.getRepository(InWorldCall).find({ order: { id: 'ASC' } });
}

/** In-world calls are written after the response has gone out: wait for the expected number of rows. */
export async function waitForCalls(dataSource: DataSource, expected: number, timeoutMs = 3000): Promise<InWorldCall[]> {
  const started = Date.now();
  for (;;) {
    const rows = await dataSource.getRepository(InWorldCall).find({ order: { id: 'ASC' } });
    if (rows.length >= expected || Date.now() - started > timeoutMs) return rows;
    await sleep(25);
  }
}

export async function saveCommissionConfig(
  dataSource: DataSource,
  fields: { vendorId: number | null; baseRate: string; isActive?: boolean; tiers?: Pick<CommissionTier, 'minVolume' | 'discountType' | 'discountValue'>[] },
): Promise<CommissionConfig> {
  return dataSource.getRepository(CommissionConfig).save({
    scope: fields.vendorId === null ? 'global' : `vendor:${fields.vendorId}`,
    vendorId: fields.vendorId,
    baseRate: fields.baseRate,
    isActive: fields.isActive ?? true,
    tiers: fields.tiers ?? [],
  });
}

export function expectError(response: TestResponse, status: number, message: string): void {
  expect({ status: response.status, message: response.body?.message }).toEqual({ status, message });
}
