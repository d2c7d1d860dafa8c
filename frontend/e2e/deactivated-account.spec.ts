import type { APIRequestContext } from '@playwright/test';

import { DEMO_ADMIN, signInThroughModal, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';

const DEACTIVATED = "This account has been deactivated. Contact the platform's administrators.";

/** Deactivates the account of `token` as the demo administrator, through the API. */
async function deactivate(request: APIRequestContext, token: string): Promise<void> {
  const admin = await request.post('/api/auth/local/sign-in', { data: DEMO_ADMIN });
  expect(admin.status(), await admin.text()).toBe(200);
  const adminToken = ((await admin.json()) as { token: string }).token;
  const me = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
  const { id } = (await me.json()) as { id: string };
  const response = await request.put(`/api/admin/users/${id}/deactivate`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('a deactivated account', () => {
  // Chromium logs each refused request as a console error; these tests provoke exactly those.
  test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] });

  test('is refused at sign-in with the reason in the dialog', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await deactivate(request, merchant.token);

    await page.goto('/');
    await page.getByRole('button', { name: 'Vendor Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(merchant.email);
    await dialog.getByLabel('Password').fill(merchant.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(DEACTIVATED);
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('an open session shows one full-page message with Sign out instead of failing cards', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signInThroughModal(page, merchant);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await deactivate(request, merchant.token);
    // The next page the merchant opens asks the API (pages already loaded stay fresh for 5 minutes), which refuses the account.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page.getByRole('heading', { name: 'Account deactivated', level: 1 })).toBeVisible();
    await expect(page.getByText(DEACTIVATED)).toBeVisible();
    await expect(page.getByText('You do not have permission to perform this action.')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

    // A reload shows the same page: the user record itself is refused.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account deactivated', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Vendor Login' })).toBeVisible();
  });
});
