import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { signIn, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { refundThroughApi, seedShop } from './support/sales';

const grid = (page: Page) => page.getByRole('grid', { name: 'Customers' });
const rows = (page: Page) => grid(page).locator('[role="row"][data-id]');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name }) });

test.describe('Customers', () => {
  test.describe.configure({ timeout: 60_000 });

  test('lists the buyers behind the sales, filters repeat buyers, and opens a buyer’s purchase history', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    // 8 sales to 6 buyers in turn: Ava Resident and Bram Holloway buy twice.
    const shop = await seedShop(request, merchant.token, 8);
    const [avaFirst, , , , , , avaSecond] = shop.sales;
    await refundThroughApi(request, merchant.token, avaFirst.id);

    await signIn(page, merchant);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(6);
    const ava = row(page, 'Ava Resident');
    await expect(ava.locator('[data-field="purchases"]')).toHaveText('1');
    await expect(ava.locator('[data-field="spent"]')).toHaveText(`L$${avaSecond.amount.toLocaleString('en-US')}`);
    await expect(ava.locator('[data-field="refunds"]')).toHaveText('1');
    await expect(row(page, 'Bram Holloway').locator('[data-field="purchases"]')).toHaveText('2');

    // The box follows the address, which the click changes.
    await page.getByLabel('Repeat buyers only').click();
    await expect(page).toHaveURL(/repeat=true/);
    await expect(page.getByLabel('Repeat buyers only')).toBeChecked();
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'Bram Holloway')).toBeVisible();
    await page.getByLabel('Repeat buyers only').click();
    await expect(rows(page)).toHaveCount(6);

    await page.getByLabel('Search customers').fill('resid');
    await expect(page).toHaveURL(/q=resid/);
    await expect(rows(page)).toHaveCount(1);

    await ava.getByRole('link', { name: 'Ava Resident' }).click();
    await expect(page).toHaveURL(new RegExp(`/customers/${avaFirst.buyerId}$`));
    await expect(page.getByRole('heading', { name: 'Ava Resident', level: 1 })).toBeVisible();
    const history = page.getByRole('grid', { name: 'Purchase history' });
    const purchases = history.locator('[role="row"][data-id]');
    await expect(purchases).toHaveCount(2);
    await expect(purchases.first().locator('[data-field="id"]')).toHaveText(`#${avaSecond.id}`);
    await expect(history.locator(`[role="row"][data-id="${avaFirst.id}"] [data-field="status"]`)).toHaveText('Refunded');

    await page.getByRole('link', { name: 'Customers' }).first().click();
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  });

  test('asks a redelivery from a buyer’s page, and blocks the buyer: their payment is refused with the message, until unblocked', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const shop = await seedShop(request, merchant.token, 6);
    const ava = shop.sales[0];
    const pay = () =>
      request.post('/api/lsl/sale', {
        headers: { 'X-Api-Key': shop.apiKey },
        data: { user_id: ava.buyerId, vendor_id: shop.vendor.lslKey, sale_id: randomUUID(), amount: ava.amount },
      });
    await signIn(page, merchant, `/customers/${ava.buyerId}`);
    await expect(page.getByRole('heading', { name: 'Ava Resident', level: 1 })).toBeVisible();

    const history = page.getByRole('grid', { name: 'Purchase history' });
    await history.locator(`[role="row"][data-id="${ava.id}"]`).getByRole('button', { name: 'Redeliver' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Redelivery requested' })).toContainText(`Sale #${ava.id} will be delivered again`);

    const selling = page.getByRole('region', { name: 'Selling to this buyer' });
    await selling.getByLabel('Message when refused').fill('Sorry Ava, this store no longer sells to you.');
    await selling.getByRole('button', { name: 'Block buyer' }).click();
    await expect(selling).toContainText('Blocked: your vendors refuse and refund their payments, saying “Sorry Ava, this store no longer sells to you.”');
    const refused = await pay();
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('Sorry Ava, this store no longer sells to you.');

    await selling.getByRole('button', { name: 'Unblock' }).click();
    await expect(selling.getByRole('button', { name: 'Block buyer' })).toBeVisible();
    expect((await pay()).status()).toBe(200);
  });

  test('shows the repeat buyers and cohorts on Analytics', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await seedShop(request, merchant.token, 8);
    await signIn(page, merchant, '/analytics');
    await expect(page.getByText('33.3% of your buyers came back: 2 of 6 made 2 or more purchases.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Repeat buyers: monthly cohorts' })).toBeVisible();
  });
});
