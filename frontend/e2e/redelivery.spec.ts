import type { APIRequestContext, Page } from '@playwright/test';
import { signInThroughModal, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { seedShop, type SeededSale } from './support/sales';
import { saveScreenshots } from './support/screenshots';

/** Files a redelivery request the way the in-world terminal does: the merchant's API key, and the buyer asking. */
async function requestRedelivery(request: APIRequestContext, apiKey: string, sale: SeededSale): Promise<number> {
  const response = await request.post('/api/redeliveries', {
    headers: { 'X-Api-Key': apiKey },
    data: { transaction_id: sale.id, requested_by: sale.buyerId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The figure shown under a tile's title. */
const tile = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Redelivery figures' }).getByText(title, { exact: true }).locator('xpath=following-sibling::*[1]');

/** Checks a success toast and closes it: toasts queue, so the next action's toast shows at once. */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Redelivery requests' });
const row = (page: Page, id: number) => grid(page).locator(`[role="row"][data-id="${id}"]`);

async function openRedeliveryAsNewMerchantWithRequests(page: Page, request: APIRequestContext, requestCount: number) {
  const merchant = await signUpMerchantThroughApi(request);
  const shop = await seedShop(request, merchant.token, 8);
  const requested = shop.sales.slice(0, requestCount);
  const ids: number[] = [];
  for (const sale of requested) ids.push(await requestRedelivery(request, shop.apiKey, sale));
  await signInThroughModal(page, merchant);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Redelivery' }).click();
  await expect(page.getByRole('heading', { name: 'Redelivery System', level: 1 })).toBeVisible();
  return { merchant, shop, requested, ids };
}

test.describe('Redelivery System', () => {
  // Each test signs up its own merchant and records sales and requests through the in-world API first.
  test.describe.configure({ timeout: 60_000 });

  test('a merchant without requests sees zero tiles, a dash for the rate and the empty state', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signInThroughModal(page, merchant);
    await page.goto('/redelivery');
    await expect(tile(page, 'Pending Requests')).toHaveText('0');
    await expect(tile(page, 'Completed Today')).toHaveText('0');
    await expect(tile(page, 'Success Rate')).toHaveText('—');
    await expect(page.getByText('No redelivery requests')).toBeVisible();
  });

  test('lists each request with its customer, transaction, status and date', async ({ page, request }) => {
    const { requested, ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 2);
    await expect(tile(page, 'Pending Requests')).toHaveText('2');
    // Newest first.
    await expect(grid(page).locator('[role="row"][data-id] [data-field="id"]')).toHaveText([`#${ids[1]}`, `#${ids[0]}`]);
    const first = row(page, ids[0]);
    await expect(first.locator('[data-field="requestedBy"]')).toHaveText(requested[0].buyerId.slice(0, 8));
    await expect(first.locator('[data-field="transactionId"]')).toHaveText(`T#${requested[0].id}`);
    await expect(first.locator('[data-field="status"]')).toHaveText('Pending');
    await expect(first.locator('[data-field="requestedAt"]')).toHaveText(/SLT$/);
    await expect(first.getByRole('button', { name: 'Process' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'View' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  });

  test('Process then Complete: the status moves on and the tiles follow', async ({ page, request }) => {
    const { ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 1);
    const [id] = ids;
    await expect(tile(page, 'Pending Requests')).toHaveText('1');
    await expect(tile(page, 'Completed Today')).toHaveText('0');
    await expect(tile(page, 'Success Rate')).toHaveText('—');

    await row(page, id).getByRole('button', { name: 'Process' }).click();
    await expectToast(page, `Redelivery request #${id} is being processed`);
    await expect(row(page, id).locator('[data-field="status"]')).toHaveText('Processing');
    await expect(row(page, id).getByRole('button', { name: 'Process' })).toHaveCount(0);
    await expect(tile(page, 'Pending Requests')).toHaveText('0');

    await row(page, id).getByRole('button', { name: 'Complete' }).click();
    await expectToast(page, `Redelivery request #${id} completed`);
    await expect(row(page, id).locator('[data-field="status"]')).toHaveText('Completed');
    await expect(row(page, id).getByRole('button', { name: 'Complete' })).toHaveCount(0);
    await expect(row(page, id).getByRole('button', { name: 'Mark failed' })).toHaveCount(0);
    await expect(tile(page, 'Completed Today')).toHaveText('1');
    await expect(tile(page, 'Success Rate')).toHaveText('100.0%');
  });

  test('Mark failed asks for a reason, which View then shows with the transaction', async ({ page, request }) => {
    const { shop, requested, ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 2);
    const [completedId, failedId] = ids;
    for (const id of ids) {
      await row(page, id).getByRole('button', { name: 'Process' }).click();
      await expectToast(page, `Redelivery request #${id} is being processed`);
    }
    await row(page, completedId).getByRole('button', { name: 'Complete' }).click();
    await expectToast(page, `Redelivery request #${completedId} completed`);

    await row(page, failedId).getByRole('button', { name: 'Mark failed' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark request #${failedId} as failed` });
    await dialog.getByRole('button', { name: 'Mark failed' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The item is no longer in the delivery box.');
    await dialog.getByRole('button', { name: 'Mark failed' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, `Redelivery request #${failedId} marked as failed`);
    await expect(row(page, failedId).locator('[data-field="status"]')).toHaveText('Failed');
    await expect(tile(page, 'Success Rate')).toHaveText('50.0%');

    await row(page, failedId).getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: `Redelivery request #${failedId}` });
    const sale = requested[1];
    await expect(details.getByRole('definition').filter({ hasText: 'The item is no longer in the delivery box.' })).toHaveCount(1);
    await expect(details.getByRole('heading', { name: `Transaction T#${sale.id}` })).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: sale.buyerId })).toHaveCount(2);
    await expect(details.getByRole('definition').filter({ hasText: `L$${sale.amount.toLocaleString('en-US')}` })).toHaveCount(1);
    await expect(details.getByRole('definition').filter({ hasText: `${shop.vendor.name} (#${shop.vendor.id})` })).toHaveCount(1);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
  });

  test('the status filter asks the server for one status', async ({ page, request }) => {
    const { ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 3);
    await row(page, ids[0]).getByRole('button', { name: 'Process' }).click();
    await expect(row(page, ids[0]).locator('[data-field="status"]')).toHaveText('Processing');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await expect(grid(page).locator('[role="row"][data-id] [data-field="id"]')).toHaveText([`#${ids[2]}`, `#${ids[1]}`]);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page.getByText('No redelivery requests')).toBeVisible();
  });

  test('screenshots, light and dark', async ({ page, request }) => {
    const { ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 4);
    await row(page, ids[0]).getByRole('button', { name: 'Process' }).click();
    await expectToast(page, `Redelivery request #${ids[0]} is being processed`);
    await row(page, ids[0]).getByRole('button', { name: 'Complete' }).click();
    await expectToast(page, `Redelivery request #${ids[0]} completed`);
    await row(page, ids[1]).getByRole('button', { name: 'Process' }).click();
    await expectToast(page, `Redelivery request #${ids[1]} is being processed`);
    await expect(tile(page, 'Completed Today')).toHaveText('1');
    await saveScreenshots(page, 'redelivery', { colorSchemes: ['light', 'dark'] });
  });
});
