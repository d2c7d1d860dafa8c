import { type APIRequestContext, expect } from '@playwright/test';

// Test data made through the real API, as a merchant (bearer token) or as their in-world script (X-Api-Key).

/** An in-world object as its heartbeats describe it. */
export interface ApiInWorldObject {
  objectKey: string;
  objectName: string;
  region: string | null;
  mapUrl: string | null;
  lastSeenAt: string;
  online: boolean;
  demo: boolean;
  scriptVersion: string | null;
  /** Set when the object runs an older script than the LSL Integration page serves. */
  scriptUpdate: { version: string; changes: string[] } | null;
}

export interface ApiVendor {
  id: number;
  name: string;
  isActive: boolean;
  /** Set by Pause all vendors, apart from isActive. */
  paused: boolean;
  lslKey: string;
  objects: ApiInWorldObject[];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function vendorsOf(request: APIRequestContext, token: string): Promise<ApiVendor[]> {
  const response = await request.get('/api/vendors', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiVendor[];
}

export async function createVendorThroughApi(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<ApiVendor> {
  const response = await request.post('/api/vendors', { data, headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiVendor;
}

export async function createProductThroughApi(
  request: APIRequestContext,
  token: string,
  data: { vendorId: number; name: string; price: number },
): Promise<{ id: number }> {
  const response = await request.post('/api/products', { data, headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Generates an in-world API key (Settings → API); the merchant's other keys keep working. */
export async function createApiKeyThroughApi(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/api/settings/api-keys', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/** A sale reported the way the in-world vendor script reports it: POST /api/lsl/sale with the merchant's API key. */
export async function recordSaleThroughApi(
  request: APIRequestContext,
  apiKey: string,
  sale: { vendorKey: string; amount: number; productId?: number; buyerName?: string },
): Promise<{ transaction_id: number; amount: number; commission: string }> {
  const response = await request.post('/api/lsl/sale', {
    headers: { 'X-Api-Key': apiKey },
    data: {
      sale_id: crypto.randomUUID(),
      user_id: crypto.randomUUID(),
      vendor_id: sale.vendorKey,
      amount: sale.amount,
      ...(sale.productId ? { product_id: sale.productId } : {}),
      ...(sale.buyerName ? { buyer_name: sale.buyerName } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { transaction_id: number; amount: number; commission: string };
}

/** Files a redelivery request the way the in-world terminal does: the merchant's API key, and the buyer asking. */
export async function requestRedeliveryThroughApi(
  request: APIRequestContext,
  apiKey: string,
  sale: { transactionId: number; buyerId: string },
): Promise<number> {
  const response = await request.post('/api/redeliveries', {
    headers: { 'X-Api-Key': apiKey },
    data: { transaction_id: sale.transactionId, requested_by: sale.buyerId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A buyer's web link, made the way the redelivery terminal's Web link asks for it: the API key and the headers Second Life adds. */
export async function createRedeliveryLinkThroughApi(
  request: APIRequestContext,
  apiKey: string,
  avatar: string,
  objectKey: string = crypto.randomUUID(),
): Promise<{ url: string; expires_at: string }> {
  const response = await request.post('/api/lsl/redelivery-links', {
    headers: {
      'X-Api-Key': apiKey,
      'X-SecondLife-Shard': 'Production',
      'X-SecondLife-Object-Key': objectKey,
      'X-SecondLife-Region': 'Bay City (256000, 256512)',
    },
    data: { avatar, object_key: objectKey },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { url: string; expires_at: string };
}

export interface ApiRedelivery {
  id: number;
  transactionId: number;
  requestedBy: string;
  status: string;
  productName: string | null;
}

/** The merchant's redelivery requests as the Redelivery System page reads them (first page, newest first). */
export async function redeliveriesOf(request: APIRequestContext, token: string): Promise<ApiRedelivery[]> {
  const response = await request.get('/api/redeliveries', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: ApiRedelivery[] }).items;
}

export interface ApiDeliveryBox {
  id: number;
  name: string;
  isActive: boolean;
  boxKey: string;
  inventory: string[];
  online: boolean;
  assigned: number;
  objects: ApiInWorldObject[];
}

export async function deliveryBoxesOf(request: APIRequestContext, token: string): Promise<ApiDeliveryBox[]> {
  const response = await request.get('/api/delivery-boxes', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiDeliveryBox[];
}

export async function createDeliveryBoxThroughApi(
  request: APIRequestContext,
  token: string,
  data: { name: string; isActive?: boolean },
): Promise<ApiDeliveryBox> {
  const response = await request.post('/api/delivery-boxes', { data, headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiDeliveryBox;
}

/** What an in-world script says in its heartbeat (POST /api/lsl/heartbeat), with the merchant's API key. */
export interface Heartbeat {
  kind: 'vendor' | 'delivery-box' | 'terminal';
  vendor_id?: string;
  box_id?: string;
  object_key?: string;
  object_name: string;
  region?: string;
  position?: string;
  script_version?: string;
  queued?: number;
  parked?: number;
  free_memory?: number;
}

/** Sends a heartbeat as the script would; returns the object key used (a new one unless given). */
export async function sendHeartbeatThroughApi(request: APIRequestContext, apiKey: string, heartbeat: Heartbeat): Promise<string> {
  const objectKey = heartbeat.object_key ?? crypto.randomUUID();
  const response = await request.post('/api/lsl/heartbeat', { headers: { 'X-Api-Key': apiKey }, data: { ...heartbeat, object_key: objectKey } });
  expect(response.status(), await response.text()).toBe(200);
  return objectKey;
}

/** The items a delivery box reports it can give (PUT /api/lsl/boxes/inventory), replacing its earlier list. */
export async function reportBoxInventoryThroughApi(request: APIRequestContext, apiKey: string, boxKey: string, items: string[]): Promise<void> {
  const response = await request.put('/api/lsl/boxes/inventory', { headers: { 'X-Api-Key': apiKey }, data: { box_id: boxKey, items } });
  expect(response.status(), await response.text()).toBe(200);
}

/** What the delivery box reads when it polls: the requests handed to it. */
export async function requestsForBoxThroughApi(
  request: APIRequestContext,
  apiKey: string,
  boxKey: string,
): Promise<{ id: number; buyer: string; item: string | null }[]> {
  const response = await request.get(`/api/lsl/redeliveries/pending?box_id=${encodeURIComponent(boxKey)}`, { headers: { 'X-Api-Key': apiKey } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { requests: { id: number; buyer: string; item: string | null }[] }).requests;
}

/** The delivery box's report on a request it was handed: delivered, or failed with the reason. */
export async function reportDeliveryThroughApi(
  request: APIRequestContext,
  apiKey: string,
  id: number,
  report: { boxKey: string } & ({ delivered: true } | { delivered: false; reason: string }),
): Promise<void> {
  const path = `/api/lsl/redeliveries/${id}/${report.delivered ? 'delivered' : 'failed'}`;
  const data = report.delivered ? { box_id: report.boxKey } : { box_id: report.boxKey, reason: report.reason };
  const response = await request.post(path, { headers: { 'X-Api-Key': apiKey }, data });
  expect(response.status(), await response.text()).toBe(200);
}
