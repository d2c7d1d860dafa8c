import { expect, type APIRequestContext } from '@playwright/test';

// Test data made through the real API, as a merchant (bearer token) or as their in-world script (X-Api-Key).

export interface ApiVendor {
  id: number;
  name: string;
  isActive: boolean;
  lslKey: string;
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

/** Generates an API key (Settings → API); earlier keys of the merchant stop working. */
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
