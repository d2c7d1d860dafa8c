import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { signInThroughModal, signUpMerchantThroughApi } from './support/accounts';
import { appBaseUrl, expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';

const lslDir = resolve(import.meta.dirname, '..', '..', 'lsl');
const readScript = (name: string) => readFileSync(resolve(lslDir, name), 'utf8');

async function createVendor(request: APIRequestContext, token: string, name: string): Promise<{ lslKey: string }> {
  const response = await request.post('/api/vendors', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: 'Made by the LSL Integration test', slLocation: 'Luna Bay (128, 64, 22)', isActive: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { lslKey: string };
}

async function createApiKey(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/api/settings/api-keys', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/** POST /api/lsl/sale as vendor.lsl sends it. */
function postSale(request: APIRequestContext, apiKey: string, vendorKey: string, amount: number) {
  return request.post('/api/lsl/sale', {
    headers: { 'x-api-key': apiKey },
    data: { sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendorKey, amount, buyer_name: 'Ann Resident' },
  });
}

test.describe('LSL Integration', () => {
  test('shows the real figures, polls the vendor count and lists the endpoints', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendor(request, merchant.token, 'Main Store');
    const apiKey = await createApiKey(request, merchant.token);
    // One sale recorded, one refused (unknown vendor key): 2 requests today, half of them errors.
    expect((await postSale(request, apiKey, vendor.lslKey, 250)).status()).toBe(200);
    expect((await postSale(request, apiKey, randomUUID(), 250)).status()).toBe(404);

    await signInThroughModal(page, merchant);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'LSL Integration' }).click();
    await expect(page.getByRole('heading', { name: 'LSL Integration', level: 1 })).toBeVisible();

    const tiles = page.getByRole('region', { name: 'Integration status' });
    const tile = (title: string) => tiles.locator('.MuiCard-root').filter({ hasText: title });
    await expect(tile('API Status')).toContainText('Online');
    await expect(tile('Active Connections')).toContainText('1');
    await expect(tile('Active Connections')).toContainText('Active vendors, of 1 in total');
    await expect(tile('Requests Today')).toContainText('2');
    await expect(tile('Error Rate')).toContainText('50.0%');

    // Active Connections is polled every 5 seconds: a vendor created now shows without a reload.
    await createVendor(request, merchant.token, 'Second Store');
    await expect(tile('Active Connections')).toContainText('Active vendors, of 2 in total', { timeout: 8000 });
    await expect(tile('Active Connections').locator('p').nth(1)).toHaveText('2');

    const endpoints = page.getByRole('list', { name: 'In-world endpoints' });
    for (const path of ['/api/lsl/sale', '/api/lsl/status', '/api/redeliveries', '/api/lsl/redeliveries/pending']) {
      const row = endpoints.getByRole('listitem').filter({ has: page.getByText(path, { exact: true }) });
      await expect(row).toContainText('Active');
    }
  });

  test('a new merchant sees zero requests and no error rate', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signInThroughModal(page, merchant);
    await page.goto('/lsl-integration');
    const tiles = page.getByRole('region', { name: 'Integration status' });
    const tile = (title: string) => tiles.locator('.MuiCard-root').filter({ hasText: title });
    await expect(tile('API Status')).toContainText('Online');
    await expect(tile('Active Connections').locator('p').nth(1)).toHaveText('0');
    await expect(tile('Requests Today').locator('p').nth(1)).toHaveText('0');
    await expect(tile('Requests Today')).toContainText('No in-world request yet');
    await expect(tile('Error Rate').locator('p').nth(1)).toHaveText('—');
  });

  test('shows the committed scripts and copies them to the clipboard', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appBaseUrl() });
    const merchant = await signUpMerchantThroughApi(request);
    await signInThroughModal(page, merchant);
    await page.goto('/lsl-integration');

    const vendorScript = readScript('vendor.lsl');
    const deliveryBoxScript = readScript('delivery-box.lsl');
    expect(await page.getByRole('region', { name: 'Scripts' }).locator('pre').nth(0).textContent()).toBe(vendorScript);
    expect(await page.getByRole('region', { name: 'Scripts' }).locator('pre').nth(1).textContent()).toBe(deliveryBoxScript);

    await page.getByRole('button', { name: 'Copy vendor script' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Copied!' });
    await expect(toast).toContainText('Vendor script copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(vendorScript);
    await toast.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Copy delivery box script' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied!' })).toContainText('Delivery box script copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(deliveryBoxScript);

    // The setup steps name the script's own setting lines and this platform's address.
    const steps = page.locator('ol').filter({ hasText: 'Create a vendor and copy its LSL key' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(steps).toContainText('string VENDOR_KEY = "YOUR_VENDOR_KEY";');
    await expect(steps).toContainText('string API_KEY = "YOUR_API_KEY";');
    await expect(steps).toContainText(appBaseUrl());
    await steps.getByRole('link', { name: 'Settings → API' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=api$/);
    await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
  });

  test('screenshots of the page, light and dark', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendor(request, merchant.token, 'Main Store');
    const apiKey = await createApiKey(request, merchant.token);
    expect((await postSale(request, apiKey, vendor.lslKey, 250)).status()).toBe(200);
    await signInThroughModal(page, merchant);
    await page.goto('/lsl-integration');
    await expect(page.getByRole('region', { name: 'Integration status' })).toContainText('Online');
    await saveScreenshots(page, 'lsl-integration', { colorSchemes: ['light', 'dark'] });
  });
});
