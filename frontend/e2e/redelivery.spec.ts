import type { APIRequestContext, Page } from '@playwright/test';

import { signIn, signUpMerchantThroughApi } from './support/accounts';
import { chooseOption } from './support/controls';
import { expect, test } from './support/fixtures';
import {
  createApiKeyThroughApi,
  createDeliveryBoxThroughApi,
  createProductThroughApi,
  createVendorThroughApi,
  reportBoxInventoryThroughApi,
  reportDeliveryThroughApi,
  requestRedeliveryThroughApi,
  requestsForBoxThroughApi,
  sendHeartbeatThroughApi,
} from './support/merchant-api';
import { type SeededSale, type SeededShop, seedShop } from './support/sales';
import { expectNoSidewaysScroll, saveScreenshots } from './support/screenshots';

const NO_BOX_SET_UP = 'No delivery box is set up: add one on the LSL Integration page.';

/** Files a redelivery request the way the in-world terminal does: the merchant's API key, and the buyer asking. */
const requestRedelivery = (request: APIRequestContext, apiKey: string, sale: SeededSale) =>
  requestRedeliveryThroughApi(request, apiKey, { transactionId: sale.id, buyerId: sale.buyerId });

/** A delivery box that reported in and holds these items, as its script would make it. */
async function setUpBox(request: APIRequestContext, token: string, apiKey: string, name: string, items: string[]): Promise<string> {
  const box = await createDeliveryBoxThroughApi(request, token, { name });
  await sendHeartbeatThroughApi(request, apiKey, { kind: 'delivery-box', box_id: box.boxKey, object_name: name, region: 'Bay City' });
  await reportBoxInventoryThroughApi(request, apiKey, box.boxKey, items);
  return box.boxKey;
}

/** The figure shown under a tile's title. */
const tile = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Redelivery figures' }).getByText(title, { exact: true }).locator('xpath=following-sibling::*[1]');

/** Checks a toast and closes it: toasts queue, so the next action's toast shows at once. */
async function expectToast(page: Page, text: string, title?: string): Promise<void> {
  let toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
  if (title) toast = toast.filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Redelivery requests' });
const row = (page: Page, id: number) => grid(page).locator(`[role="row"][data-id="${id}"]`);
const cell = (page: Page, id: number, field: string) => row(page, id).locator(`[data-field="${field}"]`);

/**
 * Complete and Mark failed sit in the row's menu. On a busy machine a click can land while the menu is still opening;
 * as in chooseOption, the pick is tried again from where it stands until the menu has closed on it.
 */
async function fromMenu(page: Page, id: number, action: 'Complete' | 'Mark failed'): Promise<void> {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await row(page, id).getByRole('button', { name: 'more' }).click({ timeout: 5_000 });
    await menu.getByRole('menuitem', { name: action }).click({ timeout: 5_000 });
    await expect(menu).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

/** A merchant whose first, fourth and seventh sales name the product 'Mesh Jacket' (see seedShop). */
async function openRedeliveryAsNewMerchantWithRequests(page: Page, request: APIRequestContext, requestCount: number) {
  const merchant = await signUpMerchantThroughApi(request);
  const shop: SeededShop = await seedShop(request, merchant.token, 8);
  const requested = shop.sales.slice(0, requestCount);
  const ids: number[] = [];
  for (const sale of requested) ids.push(await requestRedelivery(request, shop.apiKey, sale));
  await signIn(page, merchant);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Redelivery' }).click();
  await expect(page.getByRole('heading', { name: 'Redelivery System', level: 1 })).toBeVisible();
  // Acts only on a settled page: a row's menu button must not move while it is clicked (another row's would be hit).
  await expect(grid(page).locator('[role="row"][data-id]')).toHaveCount(requestCount);
  await expect(page.locator('.MuiSkeleton-root:visible, [role="progressbar"]:visible')).toHaveCount(0);
  return { merchant, shop, requested, ids };
}

test.describe('Redelivery System', () => {
  // Each test signs up its own merchant and records sales and requests through the in-world API first.
  test.describe.configure({ timeout: 60_000 });

  test('a merchant without requests sees zero tiles, a dash for the rate and the empty state', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/redelivery');
    await expect(tile(page, 'Pending Requests')).toHaveText('0');
    await expect(tile(page, 'Assigned to Boxes')).toHaveText('0');
    await expect(tile(page, 'Completed Today')).toHaveText('0');
    await expect(tile(page, 'Success Rate')).toHaveText('—');
    await expect(page.getByText('No redelivery requests')).toBeVisible();
  });

  test('lists each request with its customer, transaction, status, why it waits and its date', async ({ page, request }) => {
    const { requested, ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 2);
    await expect(tile(page, 'Pending Requests')).toHaveText('2');
    // Newest first.
    await expect(grid(page).locator('[role="row"][data-id] [data-field="id"]')).toHaveText([`#${ids[1]}`, `#${ids[0]}`]);
    const first = row(page, ids[0]);
    // The buyer's name, then the start of their key; the item they asked for beside it.
    await expect(cell(page, ids[0], 'requestedBy')).toHaveText(`${requested[0].buyerName} ${requested[0].buyerId.slice(0, 8)}`);
    await expect(cell(page, ids[0], 'productName')).toHaveText('Mesh Jacket');
    await expect(cell(page, ids[0], 'transactionId')).toHaveText(`T#${requested[0].id}`);
    await expect(cell(page, ids[0], 'status')).toHaveText('Pending');
    await expect(cell(page, ids[0], 'boxName')).toHaveText(NO_BOX_SET_UP);
    await expect(cell(page, ids[0], 'requestedAt')).toHaveText(/SLT$/);
    // Pending is not shown in the failed colour.
    await expect(cell(page, ids[0], 'status').locator('.MuiChip-root')).not.toHaveClass(/MuiChip-colorError/);
    await expect(first.getByRole('button', { name: 'Process' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'View' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Retry' })).toHaveCount(0);

    // The whole waiting reason shows in the row, wrapped, not cut to the column (the row grows to hold it).
    const reason = cell(page, ids[0], 'boxName').getByText(NO_BOX_SET_UP);
    expect(await reason.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    expect(await cell(page, ids[0], 'boxName').evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    await first.getByRole('button', { name: 'Process' }).hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Send to a delivery box now' })).toBeVisible();
  });

  test('a request waits for a box, goes to the box that holds the item, and completes when the box reports it delivered', async ({ page, request }) => {
    const { merchant, shop, requested, ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 1);
    const [id] = ids;
    expect(requested[0].productId).toBe(shop.product.id);
    await expect(cell(page, id, 'boxName')).toHaveText(NO_BOX_SET_UP);

    // Without a box, Process says why the request still waits.
    await row(page, id).getByRole('button', { name: 'Process' }).click();
    await expectToast(page, NO_BOX_SET_UP, `Request #${id} is waiting`);
    await expect(cell(page, id, 'status')).toHaveText('Pending');

    // A box reports in holding the item; Process now says where the request went.
    const boxKey = await setUpBox(request, merchant.token, shop.apiKey, 'Main Store Box', [shop.product.name]);
    await row(page, id).getByRole('button', { name: 'Process' }).click();
    await expectToast(page, 'Sent to delivery box Main Store Box', 'Success');
    await expect(cell(page, id, 'status')).toHaveText('Assigned');
    await expect(cell(page, id, 'status').locator('.MuiChip-root')).not.toHaveClass(/MuiChip-colorError/);
    await expect(cell(page, id, 'boxName')).toHaveText('Main Store Box');
    await expect(tile(page, 'Pending Requests')).toHaveText('0');
    await expect(tile(page, 'Assigned to Boxes')).toHaveText('1');
    // Process stays on an assigned request: it nudges the box again.
    await expect(row(page, id).getByRole('button', { name: 'Process' })).toBeVisible();

    // The box still sees the request when it polls: it is never hidden from it.
    expect(await requestsForBoxThroughApi(request, shop.apiKey, boxKey)).toEqual([{ id, buyer: requested[0].buyerId, item: shop.product.name }]);

    await row(page, id).getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: `Redelivery request #${id}` });
    const detail = (term: string) =>
      details
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(detail('Item')).toHaveText(shop.product.name);
    await expect(detail('Delivery box')).toHaveText('Main Store Box');
    await expect(detail('Assigned')).toHaveText(/SLT$/);
    await expect(detail('Waiting reason')).toHaveText('Not waiting');
    await details.getByRole('button', { name: 'Close' }).click();

    await reportDeliveryThroughApi(request, shop.apiKey, id, { boxKey, delivered: true });
    await page.reload();
    await expect(cell(page, id, 'status')).toHaveText('Completed');
    await expect(cell(page, id, 'boxName')).toHaveText('Main Store Box');
    await expect(row(page, id).getByRole('button', { name: 'Process' })).toHaveCount(0);
    await expect(row(page, id).getByRole('button', { name: 'more' })).toHaveCount(0);
    await expect(tile(page, 'Assigned to Boxes')).toHaveText('0');
    await expect(tile(page, 'Completed Today')).toHaveText('1');
    await expect(tile(page, 'Success Rate')).toHaveText('100.0%');
  });

  test('a sale whose vendor does not hold the item shows as a sale delivery with its box and state', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const apiKey = await createApiKeyThroughApi(request, merchant.token);
    const vendor = await createVendorThroughApi(request, merchant.token, { name: 'Beach Stall', slLocation: 'Bay City (128, 64, 22)', isActive: true });
    const product = await createProductThroughApi(request, merchant.token, { vendorId: vendor.id, name: 'Silk Scarf', price: 300 });
    const boxKey = await setUpBox(request, merchant.token, apiKey, 'Scarf Box', ['Silk Scarf']);
    // The vendor lists what it holds, and the scarf is not there: the sale's answer sends it to the box.
    const listed = await request.put('/api/lsl/vendors/inventory', {
      headers: { 'X-Api-Key': apiKey },
      data: { vendor_id: vendor.lslKey, items: ['Straw Hat'] },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const sold = await request.post('/api/lsl/sale', {
      headers: { 'X-Api-Key': apiKey },
      data: {
        sale_id: crypto.randomUUID(),
        user_id: crypto.randomUUID(),
        vendor_id: vendor.lslKey,
        product_id: product.id,
        amount: 300,
        buyer_name: 'Ava Resident',
      },
    });
    expect(sold.status(), await sold.text()).toBe(200);
    const answer = (await sold.json()) as { transaction_id: number; deliver: string; delivery: { id: number; status: string } };
    expect(answer).toMatchObject({ deliver: 'box', delivery: { status: 'assigned' } });
    const id = answer.delivery.id;

    await signIn(page, merchant, '/redelivery');
    await expect(page.getByRole('heading', { name: 'Redelivery System', level: 1 })).toBeVisible();
    await expect(cell(page, id, 'id')).toHaveText(`#${id}Sale delivery`);
    await expect(cell(page, id, 'transactionId')).toHaveText(`T#${answer.transaction_id}`);
    await expect(cell(page, id, 'productName')).toHaveText('Silk Scarf');
    await expect(cell(page, id, 'status')).toHaveText('Assigned');
    await expect(cell(page, id, 'boxName')).toHaveText('Scarf Box');

    await reportDeliveryThroughApi(request, apiKey, id, { boxKey, delivered: true });
    await page.reload();
    await expect(cell(page, id, 'status')).toHaveText('Completed');
    await expect(cell(page, id, 'boxName')).toHaveText('Scarf Box');
    await row(page, id).getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: `Redelivery request #${id}` });
    await expect(
      details
        .getByRole('term')
        .filter({ hasText: /^Kind$/ })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('Sale delivery');
  });

  test('a request the box could not deliver is retried from the page and goes to the box again', async ({ page, request }) => {
    const { merchant, shop, ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 1);
    const [id] = ids;
    const boxKey = await setUpBox(request, merchant.token, shop.apiKey, 'Main Store Box', [shop.product.name]);
    expect((await requestsForBoxThroughApi(request, shop.apiKey, boxKey)).map((handed) => handed.id)).toEqual([id]);
    await reportDeliveryThroughApi(request, shop.apiKey, id, { boxKey, delivered: false, reason: 'The buyer was offline.' });
    await page.reload();

    await expect(cell(page, id, 'status')).toHaveText('Failed');
    await expect(cell(page, id, 'status').locator('.MuiChip-root')).toHaveClass(/MuiChip-colorError/);
    await expect(row(page, id).getByRole('button', { name: 'Process' })).toHaveCount(0);
    await row(page, id).getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: `Redelivery request #${id}` });
    await expect(details.getByRole('definition').filter({ hasText: 'The buyer was offline.' })).toHaveCount(1);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    await row(page, id).getByRole('button', { name: 'Retry' }).click();
    await expectToast(page, 'Sent to delivery box Main Store Box', 'Success');
    await expect(cell(page, id, 'status')).toHaveText('Assigned');
    await expect(row(page, id).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect((await requestsForBoxThroughApi(request, shop.apiKey, boxKey)).map((handed) => handed.id)).toEqual([id]);
  });

  test.describe('when the buyer filed a new request meanwhile', () => {
    test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

    test('Retry says so and leaves the failed request as it is', async ({ page, request }) => {
      const { shop, requested, ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 1);
      const [id] = ids;
      await fromMenu(page, id, 'Mark failed');
      const dialog = page.getByRole('dialog', { name: `Mark request #${id} as failed` });
      await dialog.getByLabel('Reason').fill('The item is no longer sold.');
      await dialog.getByRole('button', { name: 'Mark failed' }).click();
      await expectToast(page, `Redelivery request #${id} marked as failed`);
      const refiled = await requestRedelivery(request, shop.apiKey, requested[0]);
      expect(refiled).not.toBe(id);

      await row(page, id).getByRole('button', { name: 'Retry' }).click();
      await expectToast(page, 'Failed to retry redelivery request: The buyer has already filed a new request for this purchase.', 'Error');
      await expect(cell(page, id, 'status')).toHaveText('Failed');
      await expect(cell(page, refiled, 'status')).toHaveText('Pending');
    });
  });

  test('Complete by hand: the status moves on and the tiles follow', async ({ page, request }) => {
    const { ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 1);
    const [id] = ids;
    await expect(tile(page, 'Pending Requests')).toHaveText('1');
    await expect(tile(page, 'Completed Today')).toHaveText('0');
    await expect(tile(page, 'Success Rate')).toHaveText('—');

    await fromMenu(page, id, 'Complete');
    await expectToast(page, `Redelivery request #${id} completed`);
    await expect(cell(page, id, 'status')).toHaveText('Completed');
    await expect(cell(page, id, 'boxName')).toHaveText('—');
    await expect(row(page, id).getByRole('button', { name: 'Process' })).toHaveCount(0);
    await expect(row(page, id).getByRole('button', { name: 'more' })).toHaveCount(0);
    await expect(tile(page, 'Pending Requests')).toHaveText('0');
    await expect(tile(page, 'Completed Today')).toHaveText('1');
    await expect(tile(page, 'Success Rate')).toHaveText('100.0%');
  });

  test('Mark failed asks for a reason, which View then shows with the transaction', async ({ page, request }) => {
    const { shop, requested, ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 2);
    const [completedId, failedId] = ids;
    await fromMenu(page, completedId, 'Complete');
    await expectToast(page, `Redelivery request #${completedId} completed`);

    await fromMenu(page, failedId, 'Mark failed');
    const dialog = page.getByRole('dialog', { name: `Mark request #${failedId} as failed` });
    await dialog.getByRole('button', { name: 'Mark failed' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The item is no longer in the delivery box.');
    await dialog.getByRole('button', { name: 'Mark failed' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, `Redelivery request #${failedId} marked as failed`);
    await expect(cell(page, failedId, 'status')).toHaveText('Failed');
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
    const { merchant, shop, ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 4);
    await fromMenu(page, ids[0], 'Complete');
    await expect(cell(page, ids[0], 'status')).toHaveText('Completed');
    // The fourth sale names the product (the second and third do not): a box holding it takes that request.
    await setUpBox(request, merchant.token, shop.apiKey, 'Main Store Box', [shop.product.name]);
    await page.reload();
    const shownIds = grid(page).locator('[role="row"][data-id] [data-field="id"]');
    const filter = async (status: string) => {
      await chooseOption(page, 'Status', status);
    };

    await filter('Pending');
    await expect(shownIds).toHaveText([`#${ids[2]}`, `#${ids[1]}`]);
    await filter('Assigned');
    await expect(shownIds).toHaveText([`#${ids[3]}`]);
    await filter('Completed');
    await expect(shownIds).toHaveText([`#${ids[0]}`]);
    await filter('Failed');
    await expect(page.getByText('No request is failed.')).toBeVisible();
  });

  test('screenshots, light and dark', async ({ page, request }) => {
    const { merchant, shop, ids } = await openRedeliveryAsNewMerchantWithRequests(page, request, 5);
    // The first and fourth sales name the product: once a box holds it, their requests go to the box; the fifth waits.
    await fromMenu(page, ids[1], 'Complete');
    await expectToast(page, `Redelivery request #${ids[1]} completed`);
    await fromMenu(page, ids[2], 'Mark failed');
    await page
      .getByRole('dialog', { name: `Mark request #${ids[2]} as failed` })
      .getByLabel('Reason')
      .fill('The buyer was offline.');
    await page
      .getByRole('dialog', { name: `Mark request #${ids[2]} as failed` })
      .getByRole('button', { name: 'Mark failed' })
      .click();
    await expectToast(page, `Redelivery request #${ids[2]} marked as failed`);
    await setUpBox(request, merchant.token, shop.apiKey, 'Main Store Box', [shop.product.name]);
    await page.reload();
    await expect(cell(page, ids[0], 'status')).toHaveText('Assigned');
    await expect(tile(page, 'Completed Today')).toHaveText('1');
    await expectNoSidewaysScroll(page);
    await saveScreenshots(page, 'redelivery', { colorSchemes: ['light', 'dark'] });
    await row(page, ids[0]).getByRole('button', { name: 'View' }).click();
    await expect(
      page
        .getByRole('dialog', { name: `Redelivery request #${ids[0]}` })
        .getByRole('definition')
        .first(),
    ).toBeVisible();
    await saveScreenshots(page, 'redelivery-details');
  });
});
