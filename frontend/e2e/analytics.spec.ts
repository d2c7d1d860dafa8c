import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { type Credentials, DEMO_ADMIN, DEMO_MERCHANT, signIn, signUpMerchantThroughApi } from './support/accounts';
import { chooseOption } from './support/controls';
import { expect, test } from './support/fixtures';

interface Figures {
  revenue: number;
  commission: string;
  sales: number;
  newMerchants: number | null;
}

interface BreakdownRow {
  id: string | null;
  name: string;
  ownerName: string | null;
  revenue: number;
  sales: number;
}

interface Analytics {
  from: string;
  to: string;
  interval: 'day' | 'week' | 'month';
  totals: Figures;
  series: (Figures & { period: string; firstDay: string; lastDay: string })[];
  breakdowns: Record<'vendors' | 'products' | 'events' | 'regions', BreakdownRow[]> & { merchants: BreakdownRow[] | null };
  demoConversion: { productId: number; name: string; ownerName: string | null; demos: number; avatars: number; buyers: number; conversionRate: number }[];
}

async function tokenOf(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await request.post('/api/auth/local/sign-in', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const lindens = (amount: number) => `L$${amount.toLocaleString('en-US')}`;
/** An exact decimal string as the page writes it: '1234.50' is 'L$1,234.50'. */
const lindensExact = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `L$${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(2, '0')}`;
};

/**
 * The page's own analytics request, then the same query asked of the API by the test itself: the figures on screen are
 * compared with the API's answer, not with what the page received.
 */
async function analyticsShownAfter(page: Page, request: APIRequestContext, token: string, path: string, action: () => Promise<unknown>): Promise<Analytics> {
  const pageRequest = page.waitForRequest((sent) => new URL(sent.url()).pathname === path && sent.method() === 'GET');
  await action();
  const query = new URL((await pageRequest).url()).search;
  const response = await request.get(`${path}${query}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Analytics;
}

const totalsCard = (page: Page, title: string) => page.getByRole('region', { name: 'Totals' }).locator('.MuiCard-root').filter({ hasText: title });
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** One bar per value, drawn with a length (a height, or a width for horizontal bars) exactly where the value is not 0. */
async function expectBars(chart: Locator, values: number[], length: 'height' | 'width' = 'height'): Promise<void> {
  const bars = chart.locator('.MuiBarChart-element');
  await expect(bars).toHaveCount(values.length);
  const lengths = await bars.evaluateAll((elements, attribute) => elements.map((element) => Number(element.getAttribute(attribute) ?? 0)), length);
  expect(lengths.map((drawn) => drawn > 0)).toEqual(values.map((value) => value > 0));
}

/** Totals, the figures of every period and the top lists on screen are the API's. */
async function expectFiguresOnScreen(page: Page, data: Analytics): Promise<void> {
  await expect(totalsCard(page, 'Revenue')).toContainText(lindens(data.totals.revenue));
  await expect(totalsCard(page, 'Commission')).toContainText(lindensExact(data.totals.commission));
  await expect(totalsCard(page, 'Sales')).toContainText(data.totals.sales.toLocaleString('en-US'));
  if (data.totals.newMerchants !== null) await expect(totalsCard(page, 'New merchants')).toContainText(data.totals.newMerchants.toLocaleString('en-US'));

  // The charts are drawn: a revenue and a commission line, and one bar per period, of some height where there were sales.
  const revenueChart = page.getByTestId('revenue-chart');
  await expect(revenueChart.locator('path.MuiLineChart-line[data-series="revenue"]')).toHaveCount(1);
  await expect(revenueChart.locator('path.MuiLineChart-line[data-series="commission"]')).toHaveCount(1);
  await expectBars(
    page.getByTestId('sales-count-chart'),
    data.series.map((bucket) => bucket.sales),
  );

  // The figures behind the charts, period by period.
  const rows = page.getByRole('table', { name: 'Figures by period' }).locator('tbody tr');
  await expect(rows).toHaveCount(data.series.length);
  for (const [index, bucket] of data.series.entries()) {
    const cells = rows.nth(index).locator('td');
    await expect(cells.nth(0)).toHaveText(lindens(bucket.revenue));
    await expect(cells.nth(1)).toHaveText(lindensExact(bucket.commission));
    await expect(cells.nth(2)).toHaveText(bucket.sales.toLocaleString('en-US'));
    if (bucket.newMerchants !== null) await expect(cells.nth(3)).toHaveText(bucket.newMerchants.toLocaleString('en-US'));
  }

  const lists: [string, BreakdownRow[] | null][] = [
    ['Top merchants', data.breakdowns.merchants],
    ['Top vendors', data.breakdowns.vendors],
    ['Top products', data.breakdowns.products],
    ['Events', data.breakdowns.events],
    ['Regions', data.breakdowns.regions],
  ];
  for (const [title, list] of lists) {
    if (list === null) {
      await expect(section(page, title)).toHaveCount(0);
      continue;
    }
    if (list.length === 0) {
      await expect(section(page, title)).toContainText('No sales in this range');
      continue;
    }
    await expectBars(
      section(page, title).getByTestId('breakdown-chart'),
      list.slice(0, 5).map((row) => row.revenue),
      'width',
    );
    const tableRows = page.getByRole('table', { name: `${title}: top list` }).locator('tbody tr');
    await expect(tableRows).toHaveCount(list.length);
    for (const [index, row] of list.entries()) {
      const cells = tableRows.nth(index).getByRole('cell');
      await expect(cells.nth(1)).toContainText(row.name);
      await expect(cells.nth(2)).toHaveText(row.sales.toLocaleString('en-US'));
      await expect(cells.nth(3)).toHaveText(lindens(row.revenue));
    }
  }

  // Demo conversion per product: demos, avatars, buyers and the rate as a percentage.
  const demoRows = page.getByRole('table', { name: 'Demo conversion: by product' }).locator('tbody tr');
  if (data.demoConversion.length === 0) await expect(section(page, 'Demo conversion')).toContainText('No demos in this range');
  await expect(demoRows).toHaveCount(data.demoConversion.length);
  for (const [index, row] of data.demoConversion.entries()) {
    const cells = demoRows.nth(index).getByRole('cell');
    await expect(cells.nth(0)).toContainText(row.name);
    if (row.ownerName) await expect(cells.nth(0)).toContainText(row.ownerName);
    await expect(cells.nth(1)).toHaveText(row.demos.toLocaleString('en-US'));
    await expect(cells.nth(2)).toHaveText(row.avatars.toLocaleString('en-US'));
    await expect(cells.nth(3)).toHaveText(row.buyers.toLocaleString('en-US'));
    await expect(cells.nth(4)).toHaveText(`${(row.conversionRate * 100).toFixed(1)}%`);
  }
}

test.describe('analytics', () => {
  test("the merchant's analytics show the demo shop's figures, opened from the dashboard with its range; a new range goes into the address", async ({
    page,
    request,
  }) => {
    test.slow(); // several ranges, each compared figure by figure
    const token = await tokenOf(request, DEMO_MERCHANT);
    await signIn(page, DEMO_MERCHANT);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // The dashboard's range (7 days by default) carries over.
    let data = await analyticsShownAfter(page, request, token, '/api/analytics', () => page.getByRole('link', { name: 'View analytics' }).click());
    await expect(page).toHaveURL(/\/analytics\?range=7d$/);
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Analytics · SL Vendor Platform');
    expect(data.interval).toBe('day');
    expect(data.series).toHaveLength(7);
    // The demo shop sells every day of the last hours, so the figures are real, not an empty state.
    expect(data.totals.sales).toBeGreaterThan(0);
    // The demo shop's vendors gave demos over the last 30 days, and some of those avatars bought.
    expect(data.demoConversion.length).toBeGreaterThan(0);
    expect(data.demoConversion.some((row) => row.buyers > 0)).toBe(true);
    await expectFiguresOnScreen(page, data);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');

    const range = page.getByRole('region', { name: 'Analytics range' });
    data = await analyticsShownAfter(page, request, token, '/api/analytics', () => range.getByRole('button', { name: '90 days' }).click());
    await expect(page).toHaveURL(/\/analytics\?range=90d$/);
    expect(data.series).toHaveLength(90);
    // 90 days of demo sales: every product and both regions of the shop show.
    expect(data.breakdowns.products.length).toBeGreaterThan(1);
    await expectFiguresOnScreen(page, data);

    data = await analyticsShownAfter(page, request, token, '/api/analytics', () => chooseOption(page, 'Group by', 'By week'));
    await expect(page).toHaveURL(/\/analytics\?range=90d&interval=week$/);
    expect(data.interval).toBe('week');
    expect(data.series.length).toBeGreaterThanOrEqual(13);
    await expectFiguresOnScreen(page, data);

    data = await analyticsShownAfter(page, request, token, '/api/analytics', () => range.getByRole('button', { name: '12 months' }).click());
    await expect(page).toHaveURL(/\/analytics\?range=12m$/);
    expect(data.interval).toBe('month');
    expect(data.series).toHaveLength(12);
    await expectFiguresOnScreen(page, data);

    // Custom days: the range shown is written into the address, and a reload shows the same view.
    await range.getByRole('button', { name: 'Custom' }).click();
    // By month is the default for a range this long, so the address leaves the interval out.
    await expect(page).toHaveURL(new RegExp(`/analytics\\?from=${data.from}&to=${data.to}$`));
    data = await analyticsShownAfter(page, request, token, '/api/analytics', () => range.getByLabel('From (SLT)').fill(data.series.at(-2)!.period));
    // Two months would be shown by day by default: the chosen grouping is kept, and written.
    await expect(page).toHaveURL(new RegExp(`from=${data.from}&to=${data.to}&interval=month$`));
    expect(data.series).toHaveLength(2);
    await expectFiguresOnScreen(page, data);
    await page.reload();
    await expect(range.getByLabel('From (SLT)')).toHaveValue(data.from);
    await expect(page.getByRole('table', { name: 'Figures by period' }).locator('tbody tr')).toHaveCount(2);
  });

  test("the platform's analytics add every merchant's sales, the new merchants and the top merchants, who link to their details", async ({ page, request }) => {
    test.slow();
    const token = await tokenOf(request, DEMO_ADMIN);
    await signIn(page, DEMO_ADMIN, '/admin');
    const data = await analyticsShownAfter(page, request, token, '/api/admin/analytics', () =>
      page
        .getByRole('navigation', { name: 'Administration sections' })
        .getByRole('link', { name: /^Platform Analytics/ })
        .click(),
    );
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect(page.getByRole('heading', { name: 'Platform Analytics', level: 1 })).toBeVisible();
    expect(data.series).toHaveLength(30);
    expect(data.totals.newMerchants).toBeGreaterThan(0);
    expect(data.breakdowns.merchants?.length).toBeGreaterThan(0);
    await expectFiguresOnScreen(page, data);
    await expectBars(
      page.getByTestId('new-merchants-chart'),
      data.series.map((bucket) => bucket.newMerchants ?? 0),
    );

    // The demo merchant sold over the last 30 days: their row leads to their details.
    const demoMerchant = data.breakdowns.merchants!.find((row) => row.name === 'Mia Merchant');
    expect(demoMerchant).toBeDefined();
    await page.getByRole('table', { name: 'Top merchants: top list' }).getByRole('link', { name: 'Mia Merchant' }).click();
    await expect(page).toHaveURL(`/admin/users/${demoMerchant!.id}`);
    await expect(page.getByRole('heading', { name: 'Mia Merchant', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: "The user's vendors" })).toContainText('Main Store');
  });

  test('a merchant is deactivated and reactivated from their details page, opened from User Management', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await request.post('/api/vendors', { headers: bearer(merchant.token), data: { name: `Details Stall ${Date.now()}` } });
    expect(vendor.status(), await vendor.text()).toBe(201);
    const vendorName = ((await vendor.json()) as { name: string }).name;

    await signIn(page, DEMO_ADMIN, '/admin/users');
    await page.getByRole('textbox', { name: 'Search users' }).fill(merchant.email);
    // The search is sent to the server and kept in the address.
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(merchant.email).replace(/\./g, '\\.')}`));
    const grid = page.getByRole('grid', { name: 'Users' });
    await expect(grid.locator('[role="row"][data-id]')).toHaveCount(1);
    await grid.getByRole('link', { name: `${merchant.firstName} ${merchant.lastName}` }).click();

    await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
    await expect(page).toHaveTitle('User Details · SL Vendor Platform');
    await expect(page.getByRole('heading', { name: `${merchant.firstName} ${merchant.lastName}`, level: 1 })).toBeVisible();
    const account = page.getByLabel('Account details');
    await expect(account).toContainText(merchant.email);
    await expect(account).toContainText('SLT');
    await expect(page.getByRole('table', { name: "The user's vendors" })).toContainText(vendorName);
    const totals = page.getByRole('region', { name: 'Sales totals' });
    await expect(totals.locator('.MuiCard-root').filter({ hasText: 'Sales (all time)' })).toContainText('L$0');
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('vendor_created');

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Deactivate' }).click();
    const deactivated = page.getByRole('status').filter({ hasText: 'User deactivated successfully' });
    await expect(deactivated).toBeVisible();
    await expect(account.getByText('Inactive', { exact: true })).toBeVisible();
    expect((await request.get('/api/auth/user', { headers: bearer(merchant.token) })).status()).toBe(403);
    await deactivated.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Reactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reactivate User' });
    await expect(confirm).toContainText(`${merchant.firstName} ${merchant.lastName} will be able to sign in`);
    await confirm.getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User reactivated successfully' })).toBeVisible();
    await expect(account.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    const activity = page.getByRole('list', { name: 'Recent activity' });
    await expect(activity.getByRole('listitem').first()).toContainText('user_reactivated');
    await expect(activity.getByRole('listitem').first()).toContainText(`by ${DEMO_ADMIN.email}`);
    expect((await request.get('/api/auth/user', { headers: bearer(merchant.token) })).status()).toBe(200);
  });
});
