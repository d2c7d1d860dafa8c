import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { signIn, signUpMerchantThroughApi } from './support/accounts';
import { chooseOption } from './support/controls';
import { expect, test } from './support/fixtures';
import { createApiKeyThroughApi, createProductThroughApi, createVendorThroughApi } from './support/merchant-api';
import { expectNoSidewaysScroll } from './support/screenshots';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A toast by its text, closed once seen so the next one shows at once; by class, as an open dialog hides the page from the accessibility tree. */
async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.MuiSnackbar-root').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.locator('button[aria-label="Close"]').click();
  await expect(toast).toHaveCount(0);
}

/** A merchant with a vendor selling one L$250 product, and the API key its script uses. */
async function shopWithProduct(request: APIRequestContext) {
  const merchant = await signUpMerchantThroughApi(request);
  const vendor = await createVendorThroughApi(request, merchant.token, { name: 'Main Store' });
  const product = await createProductThroughApi(request, merchant.token, { vendorId: vendor.id, name: 'Red Dress', price: 250 });
  const apiKey = await createApiKeyThroughApi(request, merchant.token);
  return { merchant, vendor, product, apiKey };
}

test.describe('Promotions', () => {
  test('a coupon made on the page lowers an in-world sale, and the transaction shows the discount', async ({ page, request }) => {
    const { merchant, vendor, product, apiKey } = await shopWithProduct(request);
    await signIn(page, merchant);
    await nav(page).getByRole('link', { name: 'Promotions' }).click();
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await expect(page.getByText('No promotions yet')).toBeVisible();

    await page.getByRole('button', { name: 'New promotion' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Promotion' });
    await chooseOption(dialog, 'Kind', 'Coupon');
    await dialog.getByLabel('Name').fill('Spring coupon');
    await dialog.getByRole('radio', { name: 'Whole L$' }).check();
    await dialog.getByLabel('L$ off').fill('50');
    await dialog.getByLabel('Code').fill('spring');
    await dialog.getByLabel('Max uses').fill('10');
    await dialog.getByRole('button', { name: 'Create Promotion' }).click();
    await dismissToast(page, 'Promotion created successfully');
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: 'Spring coupon' });
    for (const text of ['Coupon', 'L$50 off', 'All products', 'SPRING', '0 / 10', 'Always', 'Running']) await expect(row).toContainText(text);

    // The buyer pays the list price in-world with the code; the sale is recorded at the price after the discount.
    const sale = await request.post('/api/lsl/sale', {
      headers: { 'X-Api-Key': apiKey },
      data: {
        sale_id: randomUUID(),
        user_id: randomUUID(),
        vendor_id: vendor.lslKey,
        amount: 250,
        product_id: product.id,
        coupon: 'spring',
        buyer_name: 'Ann Resident',
      },
    });
    expect(sale.status(), await sale.text()).toBe(200);
    const { transaction_id: id } = (await sale.json()) as { transaction_id: number };

    await nav(page).getByRole('link', { name: 'Transactions' }).click();
    const transaction = page.getByRole('grid', { name: 'Transactions' }).locator(`[role="row"][data-id="${id}"]`);
    await expect(transaction.locator('[data-field="amount"]')).toHaveText('L$200');
    await expect(transaction.getByRole('img', { name: 'Coupon SPRING: L$50 off' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await transaction.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: `Transaction #${id}` });
    await expect(details.getByRole('definition').filter({ hasText: 'Coupon SPRING: L$50 off, list price L$250' })).toHaveCount(1);
    await expect(details.getByRole('definition').filter({ hasText: "Waiting for the vendor's report" })).toHaveCount(1);
    await details.getByRole('button', { name: 'Close' }).click();

    // Lists stay fresh for 5 minutes; a reload reads the use the sale made.
    await nav(page).getByRole('link', { name: 'Promotions' }).click();
    await page.reload();
    await expect(row).toContainText('1 / 10');
  });

  test.describe('changes', () => {
    // The API refuses a code already in use with a 409, which Chromium logs as a console error.
    test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

    test("shows the API's message on the code field, lets discounts add up, switches a promotion off and deletes it", async ({ page, request }) => {
      const { merchant } = await shopWithProduct(request);
      const existing = await request.post('/api/promotions', {
        headers: bearer(merchant.token),
        data: { kind: 'coupon', name: 'Winter coupon', percentOff: '10', code: 'WINTER' },
      });
      expect(existing.status(), await existing.text()).toBe(201);
      await signIn(page, merchant, '/promotions');

      await page.getByRole('button', { name: 'New promotion' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Promotion' });
      await chooseOption(dialog, 'Kind', 'Coupon');
      await dialog.getByLabel('Name').fill('Second winter coupon');
      await dialog.getByLabel('Percent off').fill('15');
      await dialog.getByLabel('Code').fill('winter');
      await dialog.getByRole('button', { name: 'Create Promotion' }).click();
      await expect(dialog.getByText('A coupon with this code already exists.')).toBeVisible();
      await expect(dialog.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
      await dismissToast(page, 'Failed to create promotion');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const stack = page.getByRole('switch', { name: 'Let discounts add up' });
      await expect(stack).not.toBeChecked();
      await stack.check();
      await dismissToast(page, 'Discounts now add up');
      const settings = await request.get('/api/promotions/settings', { headers: bearer(merchant.token) });
      expect(await settings.json()).toEqual({ stackDiscounts: true });

      const row = page.getByRole('row').filter({ hasText: 'Winter coupon' });
      await expect(row).toContainText('Running');
      await row.getByRole('switch', { name: 'Active: Winter coupon' }).uncheck();
      await dismissToast(page, '"Winter coupon" switched off');
      await expect(row).toContainText('Inactive');

      await row.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete promotion?' });
      await expect(confirm).toContainText('"Winter coupon" will be deleted');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.locator('.MuiSnackbar-root').filter({ hasText: 'Promotion deleted' })).toBeVisible();
      await expect(page.getByText('No promotions yet')).toBeVisible();
    });
  });
});
