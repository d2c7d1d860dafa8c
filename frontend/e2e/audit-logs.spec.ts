import { readFileSync } from 'node:fs';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { DEMO_ADMIN, signIn, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** A merchant signed up through the API; the user record exists from its first authenticated call. */
async function freshMerchant(request: APIRequestContext) {
  const merchant = await signUpMerchantThroughApi(request);
  const response = await request.get('/api/auth/user', { headers: bearer(merchant.token) });
  expect(response.status()).toBe(200);
  return { ...merchant, id: ((await response.json()) as { id: string }).id };
}

/** A success toast (a polite status message; failures are alerts). */
function successToast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

const userRow = (page: Page, email: string) => page.getByRole('grid', { name: 'Users' }).locator('[role="row"][data-id]').filter({ hasText: email });
const auditRows = (page: Page) => page.getByRole('grid', { name: 'Audit log entries' }).locator('[role="row"][data-id]');

test.describe('audit logs', () => {
  test('a deactivation is listed, filtered by action in the address, with its details and CSV; reactivating brings the user back', async ({
    page,
    request,
  }) => {
    test.slow();
    const merchant = await freshMerchant(request);

    await signIn(page, DEMO_ADMIN, '/admin/users');
    await page.getByRole('textbox', { name: 'Search users' }).fill(merchant.email);
    const row = userRow(page, merchant.email);
    await expect(row).toHaveCount(1);
    // The search's answer can redraw the row under the first click on a busy machine: click until the dialog opens.
    const deactivate = page.getByRole('dialog', { name: 'Deactivate User' });
    await expect(async () => {
      await row.getByRole('button', { name: 'Deactivate' }).click();
      await expect(deactivate).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect(successToast(page, 'User deactivated successfully')).toBeVisible();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible();

    await page.goto('/admin/audit-logs');
    await expect(page.getByRole('heading', { name: 'Audit Logs', level: 1 })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Audit log entries' });
    await expect(grid.getByRole('columnheader')).toHaveText(['Time (SLT)', 'Actor', 'Action', 'Description', 'Target', 'Details']);

    const filters = page.getByRole('region', { name: 'Audit log filters' });
    await filters.getByRole('textbox', { name: 'Action' }).fill('user_deactivated');
    await expect(page).toHaveURL(/[?&]action=user_deactivated(&|$)/);
    const entry = auditRows(page).filter({ hasText: `User ${merchant.email} deactivated` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(DEMO_ADMIN.email);
    await expect(entry).toContainText('user_deactivated');
    await expect(entry).toContainText(`user ${merchant.id.slice(0, 8)}…`);
    await expect(entry).toContainText('SLT');
    await expect(auditRows(page).filter({ hasNotText: 'user_deactivated' })).toHaveCount(0);

    // The filter survives a reload: it lives in the address.
    await page.goto(`/admin/audit-logs?action=user_deactivated&targetType=user&targetId=${merchant.id}`);
    await expect(filters.getByRole('textbox', { name: 'Action' })).toHaveValue('user_deactivated');
    await expect(filters.getByRole('textbox', { name: 'Target ID' })).toHaveValue(merchant.id);
    await expect(auditRows(page)).toHaveCount(1);

    const download = page.waitForEvent('download');
    await filters.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toContain(`User ${merchant.email} deactivated`);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

    await auditRows(page).first().getByRole('gridcell').filter({ hasText: 'deactivated' }).first().click();
    const details = page.getByRole('dialog', { name: /^Audit log entry #\d+$/ });
    await expect(details).toBeVisible();
    const list = details.getByLabel('Audit log entry details');
    await expect(list).toContainText(`User ${merchant.email} deactivated`);
    await expect(list).toContainText(DEMO_ADMIN.email);
    await expect(list).toContainText(merchant.id);
    await expect(details.getByLabel('Metadata')).toContainText(`"targetUserId": "${merchant.id}"`);
    // The drawer shows the value the action changed, before and after.
    const changes = details.getByRole('table', { name: 'Changes' });
    await expect(changes.getByRole('row').filter({ hasText: 'isActive' })).toHaveText(/isActive\s*true\s*false/);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'Search users' }).fill(merchant.email);
    await userRow(page, merchant.email).getByRole('button', { name: 'Reactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reactivate User' });
    await expect(confirm).toContainText(`${merchant.firstName} ${merchant.lastName} will be able to sign in`);
    await confirm.getByRole('button', { name: 'Reactivate' }).click();
    await expect(successToast(page, 'User reactivated successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(userRow(page, merchant.email).getByText('Active', { exact: true })).toBeVisible();
    await expect(userRow(page, merchant.email).getByRole('button', { name: 'Deactivate' })).toBeVisible();
    const allowed = await request.get('/api/auth/user', { headers: bearer(merchant.token) });
    expect(allowed.status()).toBe(200);
  });

  test('says so when no entry matches the filters', async ({ page }) => {
    await signIn(page, DEMO_ADMIN, '/admin/audit-logs?action=no_such_action');
    await expect(page.getByRole('heading', { name: 'No audit log entries match these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).not.toHaveURL(/action=/);
    await expect(auditRows(page).first()).toBeVisible();
  });
});
