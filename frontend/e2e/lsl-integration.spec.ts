import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { signIn, signUpMerchantThroughApi } from './support/accounts';
import { chooseOption } from './support/controls';
import { appBaseUrl, expect, test } from './support/fixtures';
import {
  createApiKeyThroughApi,
  createDeliveryBoxThroughApi,
  createVendorThroughApi,
  deliveryBoxesOf,
  reportBoxInventoryThroughApi,
  sendHeartbeatThroughApi,
} from './support/merchant-api';
import { expectNoSidewaysScroll, saveScreenshots } from './support/screenshots';

/** POST /api/lsl/sale as the vendor set sends it. */
function postSale(request: APIRequestContext, apiKey: string, vendorKey: string, amount: number) {
  return request.post('/api/lsl/sale', {
    headers: { 'x-api-key': apiKey },
    data: { sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendorKey, amount, buyer_name: 'Ann Resident' },
  });
}

const tile = (page: Page, title: string) => page.getByRole('region', { name: 'Integration status' }).locator('.MuiCard-root').filter({ hasText: title });
const script = (page: Page, kind: 'vendor' | 'vendor-payments' | 'vendor-menu' | 'vendor-catalogue' | 'delivery-box' | 'terminal') =>
  page.getByRole('region', { name: 'Scripts' }).locator(`[data-script-kind="${kind}"] pre`);
const boxes = (page: Page) => page.getByRole('region', { name: 'Delivery Boxes' });
const boxCard = (page: Page, name: string) => boxes(page).getByRole('article', { name });

/** Checks a toast and closes it: toasts queue, so the next action's toast shows at once. */
async function expectToast(page: Page, title: string, text: string): Promise<void> {
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: title }).filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page.getByRole('region', { name: 'Scripts' }), label, option);
}

const openLslPage = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'LSL Integration' }).click();

test.describe('LSL Integration', () => {
  test('shows the real figures, polls the objects online and lists the endpoints', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendorThroughApi(request, merchant.token, { name: 'Main Store' });
    const apiKey = await createApiKeyThroughApi(request, merchant.token);
    await sendHeartbeatThroughApi(request, apiKey, { kind: 'vendor', vendor_id: vendor.lslKey, object_name: 'Main Store Vendor' });
    // One sale recorded, one refused (unknown vendor key), and the heartbeat: 3 requests today, one of them an error.
    expect((await postSale(request, apiKey, vendor.lslKey, 250)).status()).toBe(200);
    expect((await postSale(request, apiKey, randomUUID(), 250)).status()).toBe(404);

    await signIn(page, merchant);
    await openLslPage(page);
    await expect(page.getByRole('heading', { name: 'LSL Integration', level: 1 })).toBeVisible();

    await expect(tile(page, 'API Status')).toContainText('Online');
    await expect(tile(page, 'Active Connections').locator('p').nth(1)).toHaveText('1');
    await expect(tile(page, 'Active Connections')).toContainText('Object online, of 1 · 1 of 1 vendor active');
    await expect(tile(page, 'Requests Today').locator('p').nth(1)).toHaveText('3');
    await expect(tile(page, 'Error Rate')).toContainText('33.3%');

    // The status is polled every 5 seconds: a terminal reporting in and a new vendor show without a reload.
    await sendHeartbeatThroughApi(request, apiKey, { kind: 'terminal', object_name: 'Redelivery Terminal' });
    await createVendorThroughApi(request, merchant.token, { name: 'Second Store' });
    await expect(tile(page, 'Active Connections')).toContainText('Objects online, of 2 · 2 of 2 vendors active', { timeout: 8000 });
    await expect(tile(page, 'Active Connections').locator('p').nth(1)).toHaveText('2');

    const endpoints = page.getByRole('list', { name: 'In-world endpoints' });
    for (const path of [
      '/api/lsl/sale',
      '/api/lsl/quote',
      '/api/lsl/vouchers/redeem',
      '/api/lsl/refunds',
      '/api/lsl/status',
      '/api/lsl/heartbeat',
      '/api/lsl/boxes/inventory',
      '/api/lsl/vendors/inventory',
      '/api/redeliveries',
      '/api/lsl/redeliveries/pending',
      '/api/lsl/payouts/orders',
    ]) {
      const row = endpoints.getByRole('listitem').filter({ has: page.getByText(path, { exact: true }) });
      await expect(row).toContainText('Active');
    }
  });

  test('a new merchant sees zero requests, no error rate and no delivery box', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/lsl-integration');
    await expect(tile(page, 'API Status')).toContainText('Online');
    await expect(tile(page, 'Active Connections').locator('p').nth(1)).toHaveText('0');
    await expect(tile(page, 'Active Connections')).toContainText('Objects online, of 0 · 0 of 0 vendors active');
    await expect(tile(page, 'Requests Today').locator('p').nth(1)).toHaveText('0');
    await expect(tile(page, 'Requests Today')).toContainText('No in-world request yet');
    await expect(tile(page, 'Error Rate').locator('p').nth(1)).toHaveText('—');
    await expect(boxes(page)).toContainText('No delivery boxes yet');
  });

  test("the scripts carry this server's address, the picked vendor's and box's keys, and an API key generated in this tab", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appBaseUrl() });
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendorThroughApi(request, merchant.token, { name: 'Main Store' });
    await signIn(page, merchant);
    await openLslPage(page);

    const origin = new URL(page.url()).origin;
    for (const kind of ['vendor', 'delivery-box', 'terminal'] as const) {
      await expect(script(page, kind)).toContainText(`string API_BASE_URL = "${origin}";`);
      await expect(script(page, kind)).toContainText('string API_KEY = "YOUR_API_KEY";');
    }
    // The API key notice (the address warning beside it is tested on its own).
    const notice = page.getByRole('region', { name: 'Scripts' }).getByRole('alert').filter({ hasNotText: 'PUBLIC_URL' });
    await expect(notice).toContainText('Paste your API key over string API_KEY = "YOUR_API_KEY"; in each script');
    await expect(script(page, 'vendor')).toContainText('string VENDOR_KEY = "YOUR_VENDOR_KEY";');
    // The vendor set's other three scripts are served beside it, with no settings of their own: they read the vendor script's.
    for (const kind of ['vendor-payments', 'vendor-menu', 'vendor-catalogue'] as const) {
      await expect(script(page, kind)).toContainText('string SETTINGS = "vendor:settings";');
      await expect(script(page, kind)).not.toContainText('API_KEY');
    }

    await pick(page, 'Vendor', 'Main Store');
    await expect(script(page, 'vendor')).toContainText(`string VENDOR_KEY = "${vendor.lslKey}";`);

    // A box made here can be picked at once; the delivery box script then carries its key.
    await boxes(page).getByRole('button', { name: 'Add Box' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Delivery Box' });
    await dialog.getByLabel('Box Name').fill('Main Store Box');
    await dialog.getByRole('button', { name: 'Create Box' }).click();
    await expectToast(page, 'Success', 'Delivery box created successfully');
    const [box] = await deliveryBoxesOf(request, merchant.token);
    await pick(page, 'Delivery box', 'Main Store Box');
    await expect(script(page, 'delivery-box')).toContainText(`string BOX_KEY = "${box.boxKey}";`);

    // Copy gives exactly what the box shows.
    await page.getByRole('button', { name: 'Copy vendor script' }).click();
    await expectToast(page, 'Copied!', 'Vendor script copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await script(page, 'vendor').textContent());

    // A key generated on Settings → API in this tab is filled into every script.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'API' }).click();
    await page.getByRole('button', { name: 'Generate New Key' }).click();
    await page.getByRole('dialog', { name: 'Generate a new API key' }).getByRole('button', { name: 'Generate' }).click();
    await expectToast(page, 'New API Key Generated', 'copied to your clipboard');
    const apiKey = await page.evaluate(() => navigator.clipboard.readText());
    expect(apiKey).toMatch(/^slv_[0-9a-f]{48}$/);
    await openLslPage(page);
    await expect(notice).toContainText('The API key you generated on Settings → API is filled into the scripts below');
    for (const kind of ['vendor', 'delivery-box', 'terminal'] as const) {
      await expect(script(page, kind)).toContainText(`string API_KEY = "${apiKey}";`);
      await expect(script(page, kind)).not.toContainText('string API_KEY = "YOUR_API_KEY";');
    }
    await page.getByRole('button', { name: 'Copy delivery box script' }).click();
    await expectToast(page, 'Copied!', 'Delivery box script copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`string API_KEY = "${apiKey}";`);

    // The key is kept in memory only: nothing in the browser's storage, and a reload forgets it.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(apiKey);
    await page.reload();
    await expect(script(page, 'vendor')).toContainText('string API_KEY = "YOUR_API_KEY";');
    await expect(notice).toContainText('Paste your API key');
  });

  test('warns that Second Life cannot reach a loopback address and says how to set PUBLIC_URL; no warning for a public https address', async ({
    page,
    request,
  }) => {
    // Two loads of the page and one of the dashboard, each fetching the scripts.
    test.setTimeout(60_000);
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);
    await openLslPage(page);

    // The suites open the app at http://127.0.0.1:PORT, and without PUBLIC_URL the scripts carry that address.
    const origin = new URL(page.url()).origin;
    expect(new URL(origin).hostname).toBe('127.0.0.1');
    await expect(script(page, 'vendor')).toContainText(`string API_BASE_URL = "${origin}";`);
    const warning = page.getByRole('region', { name: 'Scripts' }).getByTestId('script-address-warning');
    await expect(warning).toContainText(`Second Life cannot reach ${origin}`);
    await expect(warning).toContainText("it is this computer's own (loopback) address");
    await expect(warning).toContainText('Start the server with PUBLIC_URL set to its public https:// address');
    await expect(warning).toContainText('Until then, in-world vendors cannot record sales here.');

    // The dashboard's LSL card, which offers the same vendor script, says it too.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('region', { name: 'LSL Integration Status' }).getByTestId('script-address-warning')).toContainText(
      `Second Life cannot reach ${origin}`,
    );

    // A server whose PUBLIC_URL is a public https:// address: the scripts carry it and nothing is said.
    await page.route('**/api/lsl/scripts*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { baseUrl: string };
      await route.fulfill({ response, json: { ...body, baseUrl: 'https://vendors.example.com' } });
    });
    // A fresh load: the scripts of the first visit are still in the page's cache.
    await page.goto('/lsl-integration');
    await expect(script(page, 'vendor')).toBeVisible();
    await expect(page.getByTestId('script-address-warning')).toHaveCount(0);
  });

  test('the setup steps cover the vendor, the delivery box and the heartbeats, and link to the settings', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/lsl-integration');
    const steps = page.locator('ol').filter({ hasText: 'Create a vendor and copy its LSL key' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Create a vendor and copy its LSL key',
      'Replace the placeholder vendor key in the script',
      'Place the script in the in-world vendor object and configure products',
      'Make a test purchase',
      'Set up a delivery box for redeliveries',
      'Check that your objects report in',
    ]);
    await expect(steps).toContainText('string VENDOR_KEY = "YOUR_VENDOR_KEY";');
    await expect(steps).toContainText('string API_KEY = "YOUR_API_KEY";');
    await expect(steps).toContainText('every 5 minutes');
    await expect(steps).toContainText(
      "Put the four vendor scripts (vendor, payments, menu and catalogue) and the item you sell in the vendor object's root prim.",
    );
    await expect(steps).toContainText('To sell this vendor\'s products from the Products page instead, one at a time with their pictures, set ITEM_NAME to ""');
    await expect(steps).not.toContainText('README');
    await steps.getByRole('link', { name: 'Settings → API' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=api$/);
    await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
  });

  test('delivery boxes: create, report in, rename and switch off, rotate the key and delete, through the page', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appBaseUrl() });
    const merchant = await signUpMerchantThroughApi(request);
    const apiKey = await createApiKeyThroughApi(request, merchant.token);
    await signIn(page, merchant, '/lsl-integration');
    await expect(boxes(page)).toContainText('No delivery boxes yet');

    await boxes(page).getByRole('button', { name: 'Add Box' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Delivery Box' });
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create Box' }).click();
    await expect(dialog.getByText('Box name is required')).toBeVisible();
    await dialog.getByLabel('Box Name').fill('Main Store Box');
    await dialog.getByRole('button', { name: 'Create Box' }).click();
    await expectToast(page, 'Success', 'Delivery box created successfully');
    await expect(dialog).toBeHidden();

    const [created] = await deliveryBoxesOf(request, merchant.token);
    expect(created).toMatchObject({ name: 'Main Store Box', isActive: true, online: false });
    let card = boxCard(page, 'Main Store Box');
    await expect(card.getByTestId('box-key')).toHaveText(created.boxKey);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('Offline', { exact: true })).toBeVisible();
    await expect(card.getByTestId('box-figure-Items held')).toContainText('0');
    await expect(card.getByTestId('box-figure-Assigned')).toContainText('0');
    await expect(card).toContainText('No in-world box has reported yet');
    await card.getByRole('button', { name: 'Copy box key' }).click();
    await expectToast(page, 'Copied!', 'Box key copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(created.boxKey);

    // The box's script reports in and says what it holds.
    await sendHeartbeatThroughApi(request, apiKey, {
      kind: 'delivery-box',
      box_id: created.boxKey,
      object_name: 'Main Store Box (object)',
      region: 'Bay City',
      position: '<10.0, 20.0, 30.0>',
      script_version: '2.1.0',
    });
    await reportBoxInventoryThroughApi(request, apiKey, created.boxKey, ['Red Dress', 'Blue Jacket']);
    await page.reload();
    const object = card.getByRole('list', { name: 'In-world objects of Main Store Box' }).getByRole('listitem');
    await expect(object).toContainText('Main Store Box (object)');
    await expect(object.getByText('Online', { exact: true })).toBeVisible();
    await expect(object.getByRole('link', { name: 'Bay City' })).toHaveAttribute('href', 'https://maps.secondlife.com/secondlife/Bay%20City/10/20/30');
    await expect(card.getByTestId('box-figure-Items held')).toContainText('2');

    await card.getByRole('button', { name: 'Edit Main Store Box' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Delivery Box' });
    await expect(edit.getByLabel('Box Name')).toHaveValue('Main Store Box');
    await edit.getByLabel('Box Name').fill('Main Store Box North');
    await edit.getByRole('switch', { name: 'Active' }).uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Delivery box updated successfully');
    card = boxCard(page, 'Main Store Box North');
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
    expect(await deliveryBoxesOf(request, merchant.token)).toEqual([expect.objectContaining({ name: 'Main Store Box North', isActive: false })]);

    await card.getByRole('button', { name: 'Rotate box key' }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate box key?' });
    await expect(rotate).toContainText('stops working at once');
    await rotate.getByRole('button', { name: 'Rotate Key' }).click();
    await expectToast(page, 'Success', 'Box key rotated');
    await expect(card.getByTestId('box-key')).not.toHaveText(created.boxKey);
    const [rotated] = await deliveryBoxesOf(request, merchant.token);
    expect(rotated.boxKey).not.toBe(created.boxKey);
    await expect(card.getByTestId('box-key')).toHaveText(rotated.boxKey);
    // The old key is refused in-world from now on.
    const refused = await request.put('/api/lsl/boxes/inventory', { headers: { 'X-Api-Key': apiKey }, data: { box_id: created.boxKey, items: [] } });
    expect(refused.status()).toBe(404);

    await card.getByRole('button', { name: 'Delete Main Store Box North' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete delivery box?' });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Delivery box deleted', 'The requests it held go to your other boxes.');
    await expect(boxes(page)).toContainText('No delivery boxes yet');
    expect(await deliveryBoxesOf(request, merchant.token)).toEqual([]);
  });

  test('screenshots of the page, light and dark', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendorThroughApi(request, merchant.token, { name: 'Main Store' });
    const apiKey = await createApiKeyThroughApi(request, merchant.token);
    expect((await postSale(request, apiKey, vendor.lslKey, 250)).status()).toBe(200);
    await sendHeartbeatThroughApi(request, apiKey, { kind: 'vendor', vendor_id: vendor.lslKey, object_name: 'Main Store Vendor', region: 'Bay City' });
    const box = await createDeliveryBoxThroughApi(request, merchant.token, { name: 'Main Store Box' });
    await sendHeartbeatThroughApi(request, apiKey, {
      kind: 'delivery-box',
      box_id: box.boxKey,
      object_name: 'Main Store Box',
      region: 'Bay City',
      position: '<12.0, 40.0, 22.0>',
      script_version: '2.1.0',
      queued: 1,
    });
    await reportBoxInventoryThroughApi(request, apiKey, box.boxKey, ['Red Dress', 'Blue Jacket', 'Mesh Boots']);
    await createDeliveryBoxThroughApi(request, merchant.token, { name: 'Event Booth Box', isActive: false });
    await signIn(page, merchant, '/lsl-integration');
    await expect(tile(page, 'API Status')).toContainText('Online');
    await expect(boxCard(page, 'Main Store Box')).toContainText('Online');
    await expect(script(page, 'terminal')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreenshots(page, 'lsl-integration', { colorSchemes: ['light', 'dark'] });

    await boxes(page).getByRole('button', { name: 'Add Box' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Delivery Box' })).toBeVisible();
    await saveScreenshots(page, 'lsl-integration-add-box');
  });
});
