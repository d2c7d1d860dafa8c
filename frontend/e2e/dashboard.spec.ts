import type { Page } from '@playwright/test';

import { DEMO_ADMIN, DEMO_MERCHANT, signIn, signUpMerchantThroughApi } from './support/accounts';
import { chooseOption } from './support/controls';
import { expect, test } from './support/fixtures';
import { createApiKeyThroughApi, createProductThroughApi, createVendorThroughApi, recordSaleThroughApi, sendHeartbeatThroughApi } from './support/merchant-api';
import { saveScreenshots } from './support/screenshots';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function statCard(page: Page, title: string) {
  return page.getByRole('group', { name: title });
}

function card(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

/** The figures behind the sales chart (its screen-reader table): the day labels and the L$ of each day. */
async function chartRows(page: Page): Promise<{ labels: string[]; totals: string[] }> {
  const table = page.getByRole('table', { name: 'Sales (L$) by day' });
  return {
    labels: await table.locator('tbody th').allTextContents(),
    totals: await table.locator('tbody td').allTextContents(),
  };
}

/** The labels drawn under the chart's x axis. */
function xTickLabels(page: Page) {
  return page.getByTestId('sales-chart').locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
}

test.describe('Dashboard', () => {
  test("a new merchant's dashboard shows no figure that is not theirs: zeros, and cards that say what will appear and how to get there", async ({
    page,
    request,
  }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);

    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText("Welcome back! Here's what's happening with your vendors today.")).toBeVisible();
    await expect(statCard(page, 'Total Sales Today')).toContainText('L$0');
    await expect(statCard(page, 'Total Sales Today')).toContainText('No sales yesterday');
    await expect(statCard(page, 'Active Vendors')).toContainText('0');
    await expect(statCard(page, 'Active Vendors')).toContainText('+0 this week');
    await expect(statCard(page, 'Commission Earned')).toContainText('L$0');
    await expect(statCard(page, 'Commission Earned')).toContainText('Today, on L$0 of sales');
    await expect(statCard(page, 'Event Visitors')).toContainText('0');
    await expect(statCard(page, 'Event Visitors')).toContainText('No current event');

    const sales = card(page, 'Sales Overview');
    await expect(sales.getByRole('combobox', { name: 'Range' })).toHaveText('Last 7 days');
    await expect(sales).toContainText('No sales in the last 7 days');
    await expect(sales).toContainText('Your completed sales will show here, in L$ per Second Life day, once your vendors record them.');
    await expect(sales.getByTestId('sales-chart')).toHaveCount(0);
    const steps = sales.getByRole('list', { name: 'Getting started' });
    await expect(steps.getByRole('listitem')).toHaveText([
      /1\. Create your first vendor/,
      /2\. Add your first product/,
      /3\. Put the vendor script in your vendor object/,
    ]);
    await expect(steps.getByRole('link', { name: 'Create Vendor' })).toHaveAttribute('href', '/vendors?create=1');
    await expect(steps.getByRole('link', { name: 'Go to Products' })).toHaveAttribute('href', '/products');
    await expect(steps.getByRole('link', { name: 'Get the script' })).toHaveAttribute('href', '/lsl-integration');

    await expect(card(page, 'Top Selling Products')).toContainText('No sales yet');
    await expect(card(page, 'Top Selling Products').getByRole('listitem')).toHaveCount(0);
    const transactions = card(page, 'Recent Transactions');
    await expect(transactions).toContainText('No transactions yet');
    await expect(transactions.getByRole('listitem')).toHaveCount(0);

    const event = card(page, 'Current Event');
    await expect(event).toContainText('No current event');
    await expect(event.getByText('Live')).toHaveCount(0);
    await expect(event.getByRole('link', { name: 'Go to Events' })).toHaveAttribute('href', '/events');

    const lsl = card(page, 'LSL Integration Status');
    await expect(lsl.getByTestId('lsl-status-API Endpoint')).toHaveText('Online');
    await expect(lsl.getByTestId('lsl-status-Active Vendors')).toHaveText('0/0');
    await expect(lsl.getByTestId('lsl-status-Online Objects')).toHaveText('0/0');
    await expect(lsl.getByTestId('lsl-status-Last HTTP Request')).toHaveText('No requests yet');
    await expect(lsl).toContainText('POST /api/lsl/sale');

    // Nothing invented anywhere: no sample chip, none of the old sample figures, names or event.
    await expect(page.getByText('Sample data')).toHaveCount(0);
    const main = page.getByRole('main');
    for (const invented of ['12,000', '48,000', 'Designer Dress', 'Luxury Hair', 'Avalon Resident', 'Uber Shopping Event', '247K', '12,394', '234 sold']) {
      await expect(main.getByText(invented)).toHaveCount(0);
    }

    // Each step is marked done from the merchant's own data.
    const vendor = await createVendorThroughApi(request, merchant.token, { name: 'Main Store' });
    await createProductThroughApi(request, merchant.token, { vendorId: vendor.id, name: 'Red Dress', price: 250 });
    await page.reload();
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await expect(steps.locator('[data-done="true"]')).toHaveText([/Create your first vendor/, /Add your first product/]);
    await expect(steps.getByRole('link', { name: 'Get the script' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Create Vendor' })).toHaveCount(0);
  });

  test('shows four placeholder cards while the statistics load', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/dashboard/stats', async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, merchant);
    await expect(page.getByTestId('stat-card-placeholder')).toHaveCount(4);
    release();
    await expect(statCard(page, 'Total Sales Today')).toBeVisible();
    await expect(page.getByTestId('stat-card-placeholder')).toHaveCount(0);
  });

  test('shows real figures once an in-world sale is recorded, and the LSL status follows', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendorThroughApi(request, merchant.token, { name: 'Main Store' });
    const product = await createProductThroughApi(request, merchant.token, { vendorId: vendor.id, name: 'Red Dress', price: 250 });
    const apiKey = await createApiKeyThroughApi(request, merchant.token);
    const sale = await recordSaleThroughApi(request, apiKey, { vendorKey: vendor.lslKey, amount: 250, productId: product.id, buyerName: 'Ann Resident' });

    await signIn(page, merchant);
    await expect(statCard(page, 'Total Sales Today')).toContainText('L$250');
    await expect(statCard(page, 'Total Sales Today')).toContainText('Up from L$0 yesterday');
    await expect(statCard(page, 'Active Vendors')).toContainText('1');
    await expect(statCard(page, 'Active Vendors')).toContainText('+1 this week');
    // Whole L$ on the card, rounded half up; the exact commission on hover.
    const [whole, cents] = String(sale.commission).split('.');
    const rounded = BigInt(whole) + (Number((cents ?? '0').padEnd(2, '0').slice(0, 1)) >= 5 ? 1n : 0n);
    await expect(statCard(page, 'Commission Earned')).toContainText(`L$${rounded}`);
    await expect(statCard(page, 'Commission Earned')).toContainText('Today, on L$250 of sales');
    await statCard(page, 'Commission Earned').getByText(`L$${rounded}`, { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(`Exactly L$${sale.commission}`);

    const week = await chartRows(page);
    expect(week.labels).toHaveLength(7);
    expect(week.totals.at(-1)).toBe('L$250');
    expect(week.totals.slice(0, 6)).toEqual(Array(6).fill('L$0'));

    const products = card(page, 'Top Selling Products');
    await expect(products.getByRole('listitem')).toHaveCount(1);
    await expect(products.getByRole('listitem')).toContainText('Red Dress');
    await expect(products.getByRole('listitem')).toContainText('1 sold');
    await expect(products.getByRole('listitem')).toContainText('L$250');

    const transactions = card(page, 'Recent Transactions');
    await expect(transactions.getByRole('listitem')).toHaveCount(1);
    await expect(transactions.getByRole('listitem')).toContainText('Red Dress');
    await expect(transactions.getByRole('listitem')).toContainText('Ann Resident');
    await expect(transactions.getByText('+L$250')).toHaveAttribute('data-status', 'completed');

    const lsl = card(page, 'LSL Integration Status');
    await expect(lsl.getByTestId('lsl-status-Active Vendors')).toHaveText('1/1');
    await expect(lsl.getByTestId('lsl-status-Online Objects')).toHaveText('0/0');
    await expect(lsl.getByTestId('lsl-status-Last HTTP Request')).toHaveText(/ago$|^now$/);
    // The exact time, in SLT, on hover.
    await expect(lsl.getByTestId('lsl-status-Last HTTP Request').locator('time')).toHaveAttribute('title', /SLT$/);

    // The status is polled every 5 s: a second vendor and the first vendor's heartbeat show up without reloading.
    await createVendorThroughApi(request, merchant.token, { name: 'Beach Kiosk', isActive: false });
    await sendHeartbeatThroughApi(request, apiKey, { kind: 'vendor', vendor_id: vendor.lslKey, object_name: 'Main Store Vendor' });
    await expect(lsl.getByTestId('lsl-status-Active Vendors')).toHaveText('1/2', { timeout: 8000 });
    await expect(lsl.getByTestId('lsl-status-Online Objects')).toHaveText('1/1', { timeout: 8000 });
  });

  test('the range select changes the chart', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendorThroughApi(request, merchant.token, { name: 'Main Store' });
    await recordSaleThroughApi(request, await createApiKeyThroughApi(request, merchant.token), { vendorKey: vendor.lslKey, amount: 400 });
    await signIn(page, merchant);

    const sales = card(page, 'Sales Overview');
    await expect.poll(async () => (await chartRows(page)).labels.length).toBe(7);
    const week = await chartRows(page);
    for (const label of week.labels) expect(WEEKDAYS).toContain(label);

    await chooseOption(sales, 'Range', 'Last 30 days');
    await expect(sales.getByRole('combobox', { name: 'Range' })).toHaveText('Last 30 days');
    await expect.poll(async () => (await chartRows(page)).labels.length).toBe(30);
    const month = await chartRows(page);
    expect(month.totals.at(-1)).toBe('L$400');
    for (const label of month.labels) expect(WEEKDAYS).not.toContain(label);
    await expect(xTickLabels(page).first()).not.toHaveText(week.labels[0] ?? '');

    await chooseOption(sales, 'Range', 'Last 3 months');
    await expect.poll(async () => (await chartRows(page)).labels.length).toBeGreaterThan(85);
    expect((await chartRows(page)).totals.at(-1)).toBe('L$400');
  });

  test('Copy Code puts the real vendor script on the clipboard: it sends a sale_id and gives the item', async ({ page, request, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);

    const lsl = card(page, 'LSL Integration Status');
    await expect(lsl.getByRole('link', { name: 'LSL Integration' })).toHaveAttribute('href', '/lsl-integration');
    await lsl.getByRole('button', { name: 'Copy Code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vendor script copied to clipboard' })).toContainText('Copied!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await lsl.getByLabel('Vendor script').textContent());
    // The LSL Integration page's vendor-delivery.lsl, addressed to this server.
    expect(copied).toContain(`string API_BASE_URL = "${new URL(baseURL ?? page.url()).origin}";`);
    for (const part of ['string SCRIPT_VERSION = "', '/api/lsl/sale', '"sale_id", (string)llGenerateKey()', '"product_id"', 'llGiveInventory', '"X-Api-Key"']) {
      expect(copied).toContain(part);
    }
  });

  test('Create Vendor and the round add button open the create dialog; the links lead to their pages', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);

    // A new merchant sees Create Vendor twice: the first Getting started step and the quick action. Both open the dialog.
    const createVendor = page.getByRole('link', { name: 'Create Vendor' });
    await expect(createVendor).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Getting started' }).getByRole('link', { name: 'Create Vendor' })).toBeVisible();
    // A new account's e-mail banner appears above the dashboard once its account is read, moving everything down: a
    // click before it lands could hit the wrong place, so each visit waits for it.
    const dashboard = async () => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'E-mail verification' })).toBeVisible();
    };
    for (const index of [0, 1]) {
      await dashboard();
      await createVendor.nth(index).click();
      await expect(page.getByRole('dialog', { name: 'Create New Vendor' })).toBeVisible();
      await expect(page).toHaveURL(/\/vendors$/);
      await page.getByRole('button', { name: 'Cancel' }).click();
    }

    await dashboard();
    await page.getByRole('link', { name: 'Add vendor' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Vendor' })).toBeVisible();

    // Upload Products and Export Data act where they are (e2e/product-import.spec.ts).
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Upload Products' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Data' })).toBeVisible();
    await card(page, 'Recent Transactions').getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await page.goto('/');
    await card(page, 'Current Event').getByRole('link', { name: 'Go to Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test('screenshots: the demo merchant with real data, and a new merchant with empty cards', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO_MERCHANT);
    await expect(statCard(page, 'Total Sales Today')).toBeVisible();
    await expect(card(page, 'Sales Overview').getByTestId('sales-chart')).toBeVisible();
    await saveScreenshots(page, 'dashboard', { colorSchemes: ['light', 'dark'] });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /Sign out/ }).click();
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);
    await expect(card(page, 'Sales Overview').getByRole('list', { name: 'Getting started' })).toBeVisible();
    await saveScreenshots(page, 'dashboard-new-merchant', { colorSchemes: ['light', 'dark'] });
  });

  test("an admin's own dashboard shows their own figures only: the admin sells nothing, so the cards are empty", async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await expect(statCard(page, 'Total Sales Today')).toBeVisible();
    await expect(card(page, 'Sales Overview')).toContainText('No sales in the last 7 days');
    await expect(card(page, 'Top Selling Products')).toContainText('No sales yet');
    await expect(card(page, 'Recent Transactions')).toContainText('No transactions yet');
    await expect(page.getByText('Sample data')).toHaveCount(0);
  });
});
