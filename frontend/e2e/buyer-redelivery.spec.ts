import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { signUpMerchantThroughApi, TOKEN_KEY } from './support/accounts';
import { appBaseUrl, expect, test } from './support/fixtures';
import {
  createApiKeyThroughApi,
  createProductThroughApi,
  createRedeliveryLinkThroughApi,
  createVendorThroughApi,
  redeliveriesOf,
} from './support/merchant-api';
import { recordSale } from './support/sales';
import { axeViolations } from './support/screens';
import { expectNoSidewaysScroll } from './support/screenshots';

const UNKNOWN = 'This link is not valid. Touch the redelivery terminal or vendor again for a new one.';
const EXPIRED = 'This link has expired (links work for 30 minutes). Touch the redelivery terminal or vendor again for a new one.';
const GOWN = 'Velvet Evening Gown with Matching Gloves';

/**
 * A merchant whose vendor sold Ann a Red Dress and a long-named gown and Bob a Blue Jacket, each sale reported as the
 * vendor script reports it.
 */
async function shopWithTwoBuyers(request: APIRequestContext) {
  const merchant = await signUpMerchantThroughApi(request);
  const apiKey = await createApiKeyThroughApi(request, merchant.token);
  const vendor = await createVendorThroughApi(request, merchant.token, {
    name: `Main Store ${Date.now()}`,
    slLocation: 'Bay City (128, 64, 22)',
    isActive: true,
  });
  const product = (name: string, price: number) => createProductThroughApi(request, merchant.token, { vendorId: vendor.id, name, price });
  const [dress, gown, jacket] = [await product('Red Dress', 250), await product(GOWN, 1200), await product('Blue Jacket', 450)];
  // The vendor holds what it sells, so these purchases are delivered: none waits for a box (decision 0090).
  const held = await request.put('/api/lsl/vendors/inventory', {
    headers: { 'X-Api-Key': apiKey },
    data: { vendor_id: vendor.lslKey, items: ['Red Dress', GOWN, 'Blue Jacket'] },
  });
  expect(held.status(), await held.text()).toBe(200);
  const ann = randomUUID();
  const bob = randomUUID();
  const sell = (buyerId: string, buyerName: string, productId: number, amount: number) =>
    recordSale(request, apiKey, { buyerId, buyerName, amount, vendorKey: vendor.lslKey, productId });
  const dressSale = await sell(ann, 'Ann Resident', dress.id, 250);
  await sell(ann, 'Ann Resident', gown.id, 1200);
  await sell(bob, 'Bob Builder', jacket.id, 450);
  return { merchant, apiKey, ann, bob, dressSale };
}

const purchaseList = (page: Page) => page.getByRole('list', { name: 'Your purchases' });

test.describe("A buyer's redelivery link (/redeliver/:token)", () => {
  test.describe.configure({ timeout: 60_000 });

  test("opens signed out on the buyer's purchases only, and Redeliver files a request the merchant sees", async ({ page, request }) => {
    const { merchant, apiKey, ann, dressSale } = await shopWithTwoBuyers(request);
    const link = await createRedeliveryLinkThroughApi(request, apiKey, ann);
    // The link points at this server's own page, the secret in its last part.
    const { origin, pathname } = new URL(link.url);
    expect(origin).toBe(appBaseUrl());
    expect(pathname).toMatch(/^\/redeliver\/[A-Za-z0-9_-]{43}$/);

    await page.goto(link.url);
    await expect(page.getByRole('heading', { name: 'Your purchases', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Your purchases · /);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    const rows = purchaseList(page).getByRole('listitem');
    // Ann's two purchases, newest first; Bob's jacket is not hers.
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(GOWN);
    await expect(rows.nth(0)).toContainText('L$1,200');
    await expect(rows.nth(1)).toContainText('Red Dress');
    await expect(rows.nth(1)).toContainText('L$250');
    await expect(page.getByText('Blue Jacket')).toHaveCount(0);
    await expect(page.getByText(/This link works until .+ SLT\./)).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    await purchaseList(page).getByRole('button', { name: 'Redeliver Red Dress' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Redelivery requested' });
    await expect(toast).toContainText('Red Dress will be sent to you in Second Life shortly.');
    // The row now says the item is on its way and cannot be asked for twice; the gown can still be.
    const sent = purchaseList(page).getByRole('button', { name: 'Red Dress: on its way' });
    await expect(sent).toHaveText('On its way');
    await expect(sent).toBeDisabled();
    await expect(purchaseList(page).getByRole('button', { name: `Redeliver ${GOWN}` })).toBeEnabled();

    // The merchant has the buyer's request, for that sale, waiting for a delivery box.
    expect(await redeliveriesOf(request, merchant.token)).toEqual([
      expect.objectContaining({ transactionId: dressSale.id, requestedBy: ann, status: 'pending', productName: 'Red Dress' }),
    ]);
    // Opened again, the link still shows it on its way.
    await page.reload();
    await expect(purchaseList(page).getByRole('button', { name: 'Red Dress: on its way' })).toBeDisabled();
  });

  test.describe('a link that does not work', () => {
    // The page's request for the purchases is answered 404 or 410, which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of (404 \(Not Found\)|410 \(Gone\))/] });

    test('an unknown link says so and tells the buyer to touch the terminal again', async ({ page }) => {
      await page.goto(`/redeliver/${randomUUID().replace(/-/g, '')}`);
      await expect(page.getByRole('heading', { name: 'Your purchases', level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(UNKNOWN);
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(purchaseList(page)).toHaveCount(0);
    });

    test('a link replaced by a newer one for the same buyer has expired; the newer one works', async ({ page, request }) => {
      const { apiKey, ann } = await shopWithTwoBuyers(request);
      const first = await createRedeliveryLinkThroughApi(request, apiKey, ann);
      const second = await createRedeliveryLinkThroughApi(request, apiKey, ann);

      await page.goto(first.url);
      await expect(page.getByRole('heading', { name: 'This link has expired', level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(EXPIRED);
      await expect(purchaseList(page)).toHaveCount(0);

      await page.goto(second.url);
      await expect(purchaseList(page).getByRole('listitem')).toHaveCount(2);
    });
  });
});
