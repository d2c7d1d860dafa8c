import type { Page } from '@playwright/test';

import { DEMO_ADMIN, signIn, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createApiKeyThroughApi, createVendorThroughApi, recordSaleThroughApi } from './support/merchant-api';

/** The bell in the top bar, found by its name, which carries the unread count. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test.describe('Notifications', () => {
  test("the bell's count goes up after a sale recorded in-world and down after 'Mark all read'", async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    // The new API key is the merchant's first notification.
    const apiKey = await createApiKeyThroughApi(request, merchant.token);
    const vendor = await createVendorThroughApi(request, merchant.token, { name: `Bell Shop ${Date.now()}`, isActive: true });
    await signIn(page, merchant);
    await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
    await expect(page.getByTestId('notification-count')).toHaveText('1');

    // The vendor script reports the merchant's first sale: the bell hears of it without a reload.
    await recordSaleThroughApi(request, apiKey, { vendorKey: vendor.lslKey, amount: 350 });
    await expect(bell(page)).toHaveAccessibleName('Notifications (2 unread)');
    await expect(page.getByTestId('notification-count')).toHaveText('2');

    await bell(page).click();
    const menu = page.getByRole('dialog', { name: 'Notifications' });
    await expect(menu.getByRole('menuitem', { name: 'Unread: Your first sale!' })).toBeVisible();
    await expect(menu.getByText('Your vendors have recorded their first sale on SL Vendor Platform.')).toBeVisible();
    await expect(menu.getByRole('menuitem').first().getByText(/ SLT$/)).toBeVisible();
    await menu.getByRole('button', { name: 'Mark all read' }).click();
    await expect(menu.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(menu.getByRole('menuitem', { name: 'Your first sale!', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // Read is kept: a reload shows no unread notification.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('a notification opens the page it is about', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await createApiKeyThroughApi(request, merchant.token);
    await signIn(page, merchant);
    await bell(page).click();
    await page.getByRole('menuitem', { name: 'Unread: API key created' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=api$/);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });
});

test.describe('Activity Monitor', () => {
  test('shows a sale as it happens, and holds new entries while paused', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const apiKey = await createApiKeyThroughApi(request, merchant.token);
    const vendor = await createVendorThroughApi(request, merchant.token, { name: `Monitor Shop ${Date.now()}`, isActive: true });

    await signIn(page, DEMO_ADMIN, '/admin/activities');
    await expect(page.getByRole('heading', { name: 'Activity Monitor', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Activity Monitor · SL Vendor Platform');
    const table = page.getByRole('table', { name: 'Activity' });
    // The latest entries from the database come first (the merchant's sign-up made some).
    await expect(table).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();

    const sale = await recordSaleThroughApi(request, apiKey, { vendorKey: vendor.lslKey, amount: 1234 });
    const row = table.getByRole('row').filter({ hasText: `Sale #${sale.transaction_id} of L$1,234 at ${vendor.name} (#${vendor.id})` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Sale');
    await expect(row.getByRole('button', { name: merchant.email })).toBeVisible();
    await expect(row).toContainText(/ SLT/);

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    const held = await recordSaleThroughApi(request, apiKey, { vendorKey: vendor.lslKey, amount: 77 });
    const heldText = `Sale #${held.transaction_id} of L$77 at ${vendor.name} (#${vendor.id})`;
    await expect(page.getByRole('button', { name: /^Resume \(\d+ new\)$/ })).toBeVisible();
    await expect(table.getByText(heldText)).toHaveCount(0);
    await page.getByRole('button', { name: /^Resume/ }).click();
    await expect(table.getByText(heldText)).toBeVisible();

    // Filtered to the merchant, from the address: their entries only.
    await row.getByRole('button', { name: merchant.email }).click();
    await expect(page).toHaveURL(/merchant=/);
    await expect(page.getByRole('textbox', { name: 'Merchant (user ID)' })).not.toHaveValue('');
    await expect(table.getByText(heldText)).toBeVisible();
    const merchants = await table.getByRole('row').locator('td:nth-child(3)').allTextContents();
    expect(new Set(merchants)).toEqual(new Set([merchant.email]));
  });

  test('is refused to a merchant', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/admin/activities');
    await expect(page.getByText('You need admin privileges to access this page')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
