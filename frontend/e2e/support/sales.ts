import { randomUUID } from 'node:crypto';

import { type APIRequestContext, expect } from '@playwright/test';

import { createApiKeyThroughApi, createProductThroughApi, createVendorThroughApi } from './merchant-api';

/** A sale as recorded through POST /api/lsl/sale, the way the in-world vendor script reports it. */
export interface SeededSale {
  id: number;
  productId: number | undefined;
  buyerId: string;
  buyerName: string | undefined;
  amount: number;
}

export interface SeededShop {
  apiKey: string;
  vendor: { id: number; name: string; lslKey: string };
  product: { id: number; name: string };
  sales: SeededSale[];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function recordSale(
  request: APIRequestContext,
  apiKey: string,
  sale: { buyerId: string; buyerName?: string; amount: number; vendorKey: string; productId?: number },
): Promise<SeededSale> {
  const response = await request.post('/api/lsl/sale', {
    headers: { 'X-Api-Key': apiKey },
    data: {
      user_id: sale.buyerId,
      vendor_id: sale.vendorKey,
      product_id: sale.productId,
      amount: sale.amount,
      buyer_name: sale.buyerName,
      sale_id: randomUUID(),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const recorded = (await response.json()) as { transaction_id: number };
  return { id: recorded.transaction_id, productId: sale.productId, buyerId: sale.buyerId, buyerName: sale.buyerName, amount: sale.amount };
}

/** Buyers of the seeded sales; the last one's script sent no name, so the table shows 'Unknown'. */
export const BUYER_NAMES = ['Ava Resident', 'Bram Holloway', 'Cleo Moonwhisper', 'Dax Ironfoot', 'Ela Starlight', undefined] as const;

/**
 * A vendor with `count` sales (under the 50-a-minute script limit per vendor key): buyers in turn from BUYER_NAMES,
 * distinct amounts from L$150 up, some above L$1,000 to show thousands separators, every third sale of a product.
 */
export async function seedShop(request: APIRequestContext, token: string, count = 30): Promise<SeededShop> {
  const apiKey = await createApiKeyThroughApi(request, token);
  const vendor = await createVendorThroughApi(request, token, { name: `Main Store ${Date.now()}`, slLocation: 'Bay City (128, 64, 22)', isActive: true });
  const product = { id: (await createProductThroughApi(request, token, { vendorId: vendor.id, name: 'Mesh Jacket', price: 450 })).id, name: 'Mesh Jacket' };
  // The vendor holds its product's item, so it gives it itself (a box would deliver it otherwise: decision 0090).
  const held = await request.put('/api/lsl/vendors/inventory', {
    headers: { 'X-Api-Key': apiKey },
    data: { vendor_id: vendor.lslKey, items: ['Mesh Jacket'] },
  });
  expect(held.status(), await held.text()).toBe(200);
  const buyerIds = BUYER_NAMES.map(() => randomUUID());
  const sales: SeededSale[] = [];
  for (let index = 0; index < count; index += 1) {
    const buyer = index % BUYER_NAMES.length;
    const amount = 150 + ((index * 7919) % 97) * 25 + index;
    const productId = index % 3 === 0 ? product.id : undefined;
    sales.push(await recordSale(request, apiKey, { buyerId: buyerIds[buyer], buyerName: BUYER_NAMES[buyer], amount, vendorKey: vendor.lslKey, productId }));
  }
  return { apiKey, vendor: { id: vendor.id, name: vendor.name, lslKey: vendor.lslKey }, product, sales };
}

export async function refundThroughApi(request: APIRequestContext, token: string, transactionId: number): Promise<void> {
  const response = await request.post(`/api/transactions/${transactionId}/refund`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
}
