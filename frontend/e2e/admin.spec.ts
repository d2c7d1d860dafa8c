import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { DEMO_ADMIN, signIn, signUpMerchantThroughApi } from './support/accounts';
import { chooseOption } from './support/controls';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';

const BOTH_SCHEMES = { colorSchemes: ['light', 'dark'] } as const;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/local/sign-in', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

async function userIdOf(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/auth/user', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** A success toast (a polite status message; failures are alerts). */
function successToast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** A merchant signed up through the API; the user record exists from its first authenticated call. */
async function freshMerchant(request: APIRequestContext) {
  const merchant = await signUpMerchantThroughApi(request);
  return { ...merchant, id: await userIdOf(request, merchant.token) };
}

test.describe('admin dashboard', () => {
  test('shows the four platform figures from the API, the six sections and the recent activity', async ({ page, request }) => {
    test.slow(); // light and dark screenshots at two widths
    // Each new vendor is recorded in the activity log: six of them, so the dashboard has more than five to choose from.
    const token = await adminToken(request);
    const merchant = await signUpMerchantThroughApi(request);
    const vendorNames = [1, 2, 3, 4, 5, 6].map((index) => `Activity Stall ${Date.now()}-${index}`);
    for (const name of vendorNames) {
      const created = await request.post('/api/vendors', { headers: bearer(merchant.token), data: { name } });
      expect(created.status(), await created.text()).toBe(201);
    }
    const statsResponse = await request.get('/api/admin/platform-stats', { headers: bearer(token) });
    const stats = (await statsResponse.json()) as {
      totalRevenue: number;
      revenueGrowth: string | null;
      activeVendors: number;
      totalVendors: number;
      totalTransactions: number;
      transactionsToday: number;
      avgCommissionRate: string | null;
      totalCommission: string;
    };

    await signIn(page, DEMO_ADMIN, '/admin');
    await expect(page.getByRole('heading', { name: 'Platform Administration', level: 1 })).toBeVisible();

    const figures = page.getByRole('region', { name: 'Platform figures' });
    const card = (title: string) => figures.locator('.MuiCard-root').filter({ hasText: title });
    await expect(card('Total Revenue (30d)')).toContainText(`L$${stats.totalRevenue.toLocaleString('en-US')}`);
    const growth = card('Total Revenue (30d)').locator('[data-change-type]');
    if (stats.revenueGrowth === null) {
      await expect(growth).toHaveText('No revenue in the previous period');
    } else {
      await expect(growth).toContainText(`${stats.revenueGrowth.replace(/^(?!-)/, '+')}% from last period`);
      await expect(growth).toHaveAttribute('data-change-type', stats.revenueGrowth.startsWith('-') ? 'negative' : 'positive');
    }
    await expect(card('Active Vendors')).toContainText(String(stats.activeVendors));
    await expect(card('Active Vendors')).toContainText(`of ${stats.totalVendors.toLocaleString('en-US')} registered`);
    await expect(card('Total Transactions')).toContainText(stats.totalTransactions.toLocaleString('en-US'));
    await expect(card('Total Transactions')).toContainText(`All time, refunds left out · ${stats.transactionsToday.toLocaleString('en-US')} today`);
    await expect(card('Commission Earned')).toContainText(
      stats.avgCommissionRate === null ? 'Last 30 days · no sales' : `Last 30 days · ${stats.avgCommissionRate}% average rate`,
    );
    // Whole L$ on the card; the exact amount, with its 2 decimals, on hover.
    const [whole, cents = '00'] = stats.totalCommission.split('.');
    const rounded = (BigInt(whole) + (Number(cents.charAt(0)) >= 5 ? 1n : 0n)).toLocaleString('en-US');
    await card('Commission Earned').getByText(`L$${rounded}`, { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toContainText(`L$${Number(whole).toLocaleString('en-US')}.${cents.padEnd(2, '0').slice(0, 2)}`);

    const sections = page.getByRole('navigation', { name: 'Administration sections' });
    await expect(sections.getByRole('link')).toHaveCount(6);
    for (const [name, path] of [
      ['User Management', '/admin/users'],
      ['Vendor Management', '/admin/vendors'],
      ['Commission Settings', '/admin/commissions'],
      ['Audit Logs', '/admin/audit-logs'],
      ['Platform Analytics', '/admin/analytics'],
      ['Activity Monitor', '/admin/activities'],
    ]) {
      await expect(sections.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path);
    }

    const activity = page.getByRole('region', { name: 'Recent Platform Activity' });
    // Newest first: the last five vendors, not the first.
    await expect(activity.getByRole('listitem')).toHaveText(
      vendorNames
        .slice(1)
        .reverse()
        .map((name) => new RegExp(`^Vendor "${name}" created\\s*vendor_created`)),
    );
    await expect(activity.getByRole('listitem').first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    await saveScreenshots(page, 'admin-dashboard', BOTH_SCHEMES);

    await sections.getByRole('link', { name: /^Commission Settings/ }).click();
    await expect(page.getByRole('heading', { name: 'Commission Management', level: 1 })).toBeVisible();
  });
});

test.describe('user management', () => {
  const usersGrid = (page: Page) => page.getByRole('grid', { name: 'Users' });
  const dataRows = (page: Page) => usersGrid(page).locator('[role="row"][data-id]');
  const rowOf = (page: Page, email: string) => dataRows(page).filter({ hasText: email });

  test('searches by name, e-mail or id in any case and filters by role', async ({ page, request }) => {
    test.slow(); // light and dark screenshots at two widths
    const merchant = await freshMerchant(request);
    const merchantId = merchant.id;

    await signIn(page, DEMO_ADMIN, '/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(rowOf(page, 'admin@demo.test')).toBeVisible();
    await expect(usersGrid(page).getByRole('columnheader')).toHaveText(['User', 'Email', 'Role', 'Status', 'Joined', 'Actions']);
    await saveScreenshots(page, 'admin-users', BOTH_SCHEMES);

    const search = page.getByRole('textbox', { name: 'Search users' });
    await search.fill(merchant.email.toUpperCase());
    await expect(dataRows(page)).toHaveCount(1);
    const row = rowOf(page, merchant.email);
    await expect(row).toContainText(`${merchant.firstName} ${merchant.lastName}`);
    await expect(row).toContainText(merchantId);
    await expect(row).toContainText('Vendor');
    await expect(row).toContainText('Active');

    await search.fill(merchantId.toUpperCase());
    await expect(dataRows(page)).toHaveCount(1);
    await expect(rowOf(page, merchant.email)).toBeVisible();

    await search.fill(merchant.lastName.toLowerCase());
    await expect(dataRows(page)).toHaveCount(1);

    await search.fill('no user has this in their name');
    await expect(dataRows(page)).toHaveCount(0);
    await expect(usersGrid(page)).toContainText('No users found');

    await search.fill('demo.test');
    await expect(dataRows(page)).toHaveCount(2);
    await chooseOption(page, 'Filter by role', 'Admins');
    await expect(dataRows(page)).toHaveCount(1);
    await expect(rowOf(page, 'admin@demo.test')).toBeVisible();
    await chooseOption(page, 'Filter by role', 'Vendors');
    await expect(dataRows(page)).toHaveCount(1);
    await expect(rowOf(page, 'merchant@demo.test')).toBeVisible();
    await chooseOption(page, 'Filter by role', 'All Roles');
    await expect(dataRows(page)).toHaveCount(2);
  });

  test("changes a fresh merchant's role to Admin and deactivates another merchant", async ({ page, request }) => {
    const promoted = await freshMerchant(request);
    const deactivated = await freshMerchant(request);

    await signIn(page, DEMO_ADMIN, '/admin/users');
    const search = page.getByRole('textbox', { name: 'Search users' });

    await search.fill(promoted.email);
    await expect(dataRows(page)).toHaveCount(1);
    await rowOf(page, promoted.email).getByRole('button', { name: 'Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update User Role' });
    await expect(dialog).toContainText('Admin users have full platform access');
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText('Vendor');
    await chooseOption(dialog, 'Role', 'Admin');
    await dialog.getByRole('button', { name: 'Update Role' }).click();
    const roleToast = successToast(page, 'User role updated successfully');
    await expect(roleToast).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, promoted.email)).toContainText('Admin');
    const promotedUser = await request.get('/api/auth/user', { headers: bearer(promoted.token) });
    expect(((await promotedUser.json()) as { role: string }).role).toBe('admin');

    // Toasts queue; dismiss this one so the next shows at once.
    await roleToast.getByRole('button', { name: 'Close' }).click();

    await search.fill(deactivated.email);
    await expect(dataRows(page)).toHaveCount(1);
    const row = rowOf(page, deactivated.email);
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate User' });
    await expect(confirm).toContainText(`${deactivated.firstName} ${deactivated.lastName} will no longer be able to sign in`);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(successToast(page, 'User deactivated successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Role' })).toBeVisible();
    const refused = await request.get('/api/auth/user', { headers: bearer(deactivated.token) });
    expect(refused.status()).toBe(403);
  });

  test.describe('when the API refuses', () => {
    test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

    test("the admin's own row offers no Role or Deactivate, and a refused deactivation's toast carries the API message", async ({ page, request }) => {
      await signIn(page, DEMO_ADMIN, '/admin/users');
      await page.getByRole('textbox', { name: 'Search users' }).fill(DEMO_ADMIN.email);
      await expect(dataRows(page)).toHaveCount(1);
      const own = rowOf(page, DEMO_ADMIN.email);
      await expect(own.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
      await expect(own.getByRole('button', { name: 'Deactivate' })).toHaveAttribute('title', 'You cannot deactivate your own account.');

      // A merchant who deletes their account while the page is open: the API refuses, and the toast says why.
      const leaving = await freshMerchant(request);
      await page.getByRole('textbox', { name: 'Search users' }).fill(leaving.email);
      await expect(rowOf(page, leaving.email).getByRole('button', { name: 'Deactivate' })).toBeEnabled();
      const deleted = await request.delete('/api/auth/user', { headers: bearer(leaving.token), data: { confirm: 'DELETE' } });
      expect(deleted.status(), await deleted.text()).toBeLessThan(300);
      await rowOf(page, leaving.email).getByRole('button', { name: 'Deactivate' }).click();
      await page.getByRole('dialog', { name: 'Deactivate User' }).getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to deactivate user' })).toContainText('The requested resource was not found.');
    });
  });
});

test.describe('commission management', () => {
  let token = '';

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
  });

  // Other suites expect the default rates: leave no global configuration behind.
  test.afterAll(async ({ request }) => {
    const response = await request.delete('/api/admin/commission-configs/global', { headers: bearer(token) });
    expect([204, 404]).toContain(response.status());
  });

  const preview = (page: Page) => page.getByRole('table', { name: 'Commission preview' });
  // The row whose name starts with the label ('Base Rate', not the tier row that mentions the base rate).
  const previewValue = (page: Page, label: string) =>
    preview(page)
      .getByRole('row', { name: new RegExp(`^${label}`) })
      .getByRole('cell');

  test('saves a global configuration with a tier, shows it in Current Settings and previews a sale of 1000', async ({ page, request }) => {
    test.slow(); // light and dark screenshots at two widths
    await signIn(page, DEMO_ADMIN, '/admin/commissions');
    await expect(page.getByRole('heading', { name: 'Commission Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Configure' })).toHaveAttribute('aria-selected', 'true');
    const save = page.getByRole('button', { name: 'Save Configuration' });
    await expect(save).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Commission Calculator' })).toHaveCount(0);

    await chooseOption(page, 'Configuration Target', 'Global default for all vendors');
    await expect(save).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Commission Calculator' })).toBeVisible();

    const baseRate = page.getByRole('spinbutton', { name: 'Base Commission Rate (%)' });
    await baseRate.fill('7.5');
    await expect(page.getByText('Saved as the fraction 0.075')).toBeVisible();
    await page.getByRole('button', { name: 'Add Tier' }).click();
    const firstTier = page.getByRole('group', { name: 'Tier 1' });
    await firstTier.getByRole('spinbutton', { name: 'Min Volume (L$)' }).fill('10000');
    await expect(firstTier.getByRole('combobox', { name: 'Discount Type' })).toHaveText('Percentage');
    await firstTier.getByRole('spinbutton', { name: 'Discount Value (%)' }).fill('10');
    // A tier left without a discount value is dropped on save.
    await page.getByRole('button', { name: 'Add Tier' }).click();
    await page.getByRole('group', { name: 'Tier 2' }).getByRole('spinbutton', { name: 'Min Volume (L$)' }).fill('50000');
    await page.getByRole('button', { name: 'Add Tier' }).click();
    await page.getByRole('button', { name: 'Remove tier 3' }).click();
    await expect(page.getByRole('group', { name: /^Tier / })).toHaveCount(2);

    await saveScreenshots(page, 'admin-commissions', BOTH_SCHEMES);
    await save.click();
    const savedToast = successToast(page, 'Commission configuration saved successfully');
    await expect(savedToast).toBeVisible();
    await savedToast.getByRole('button', { name: 'Close' }).click();
    // The form keeps showing what was saved (the tier without a value dropped), so a second Save saves the same again.
    await expect(baseRate).toHaveValue('7.5');
    await expect(page.getByRole('group', { name: /^Tier / })).toHaveCount(1);

    const saved = await request.get('/api/admin/commission-configs', { headers: bearer(token) });
    expect(((await saved.json()) as { global: unknown }).global).toMatchObject({
      vendorId: null,
      baseRate: '0.075',
      isActive: true,
      tiers: [{ minVolume: 10000, discountType: 'percentage', discountValue: '10' }],
    });

    await expect(page.getByRole('spinbutton', { name: 'Test Sale Amount (L$)' })).toHaveValue('1000');
    await expect(previewValue(page, 'Sale Amount')).toHaveText('L$1,000');
    await expect(previewValue(page, '30-Day Sales Volume')).toHaveText('L$0');
    await expect(previewValue(page, 'Base Rate')).toHaveText('7.50%');
    await expect(previewValue(page, 'Applied Rate')).toHaveText('7.50%');
    await expect(previewValue(page, 'Discount')).toHaveText('0.00%');
    await expect(previewValue(page, 'Commission')).toHaveText('L$75.00');

    // At the tier's volume the 10 % discount applies: 7.5 % less a tenth is 6.75 %.
    await page.getByRole('spinbutton', { name: 'Assumed 30-Day Sales Volume (L$)' }).fill('10000');
    await expect(previewValue(page, 'Applied Rate')).toHaveText('6.75%');
    await expect(previewValue(page, 'Discount')).toHaveText('0.75%');
    await expect(previewValue(page, 'Commission')).toHaveText('L$67.50');

    await page.getByRole('tab', { name: 'Current Settings' }).click();
    const global = page.getByRole('region', { name: 'Global Configuration' });
    await expect(global).toContainText('Base Rate: 7.5%');
    await expect(global.getByTestId('rate-in-force')).toContainText('Rate in force: 7.5%, from the global configuration.');
    await expect(global).toContainText('Active');
    await expect(global).toContainText('From L$10,000 of 30-day sales: 10% off the rate');
    await saveScreenshots(page, 'admin-commissions-current', BOTH_SCHEMES);
  });

  test("configures one vendor, lists it in Current Settings and loads a target's saved configuration", async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendorName = `E2E Boutique ${Date.now()}`;
    const created = await request.post('/api/vendors', { headers: bearer(merchant.token), data: { name: vendorName } });
    expect(created.status(), await created.text()).toBe(201);
    const vendor = (await created.json()) as { id: number };
    const global = await request.post('/api/admin/commission-configs', {
      headers: bearer(token),
      data: { vendorId: null, baseRate: '0.06', tiers: [{ minVolume: 20000, discountType: 'fixed', discountValue: '2.5' }] },
    });
    expect(global.status(), await global.text()).toBe(200);

    await signIn(page, DEMO_ADMIN, '/admin/commissions');
    await chooseOption(page, 'Configuration Target', `${vendorName} (ID: ${vendor.id})`);
    await expect(page.getByText('No saved configuration yet: starting from 5%')).toBeVisible();
    const baseRate = page.getByRole('spinbutton', { name: 'Base Commission Rate (%)' });
    await baseRate.fill('3');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(successToast(page, 'Commission configuration saved successfully')).toBeVisible();

    await expect(previewValue(page, 'Base Rate')).toHaveText('3.00%');
    await expect(previewValue(page, 'Commission')).toHaveText('L$30.00');
    await expect(page.getByRole('spinbutton', { name: 'Assumed 30-Day Sales Volume (L$)' })).toHaveCount(0);

    // Choosing a target with a saved configuration loads it into the form.
    await chooseOption(page, 'Configuration Target', 'Global default for all vendors');
    await expect(page.getByText('Showing the saved configuration')).toBeVisible();
    await expect(baseRate).toHaveValue('6');
    const tier = page.getByRole('group', { name: 'Tier 1' });
    await expect(tier.getByRole('spinbutton', { name: 'Min Volume (L$)' })).toHaveValue('20000');
    await expect(tier.getByRole('combobox', { name: 'Discount Type' })).toHaveText('Fixed Amount');
    await expect(tier.getByRole('spinbutton', { name: 'Discount Value (L$)' })).toHaveValue('2.5');
    await chooseOption(page, 'Configuration Target', `${vendorName} (ID: ${vendor.id})`);
    await expect(baseRate).toHaveValue('3');

    await page.getByRole('tab', { name: 'Current Settings' }).click();
    await expect(page.getByRole('region', { name: 'Global Configuration' })).toContainText('Base Rate: 6.0%');
    const vendorRow = page.getByRole('grid', { name: 'Vendor-specific configurations' }).locator('[role="row"][data-id]').filter({ hasText: vendorName });
    await expect(vendorRow).toContainText(`ID: ${vendor.id}`);
    await expect(vendorRow).toContainText('3.0%');
    await expect(vendorRow).toContainText('Active');
  });

  test.describe('when the API refuses', () => {
    test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

    test('the failure toast carries the API message', async ({ page, request }) => {
      const removed = await request.delete('/api/admin/commission-configs/global', { headers: bearer(token) });
      expect([204, 404]).toContain(removed.status());
      await signIn(page, DEMO_ADMIN, '/admin/commissions');
      await chooseOption(page, 'Configuration Target', 'Global default for all vendors');
      for (const position of [1, 2]) {
        await page.getByRole('button', { name: 'Add Tier' }).click();
        const tier = page.getByRole('group', { name: `Tier ${position}` });
        await tier.getByRole('spinbutton', { name: 'Min Volume (L$)' }).fill('1000');
        await tier.getByRole('spinbutton', { name: 'Discount Value (%)' }).fill('5');
      }
      await page.getByRole('button', { name: 'Save Configuration' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to save commission configuration' })).toContainText(
        'Each tier needs a different minimum volume',
      );
      await expect(page.getByRole('group', { name: /^Tier / })).toHaveCount(2);
    });
  });

  test('a merchant opening /admin/commissions gets Access Denied and lands on /', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/admin/commissions');
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toContainText('You need admin privileges to access this page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Commission Management' })).toHaveCount(0);
  });
});
