import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO_MERCHANT, signIn } from './support/accounts';
import { chooseOption } from './support/controls';
import { expect, test } from './support/fixtures';
import { createApiKeyThroughApi, deliveryBoxesOf, reportBoxInventoryThroughApi, sendHeartbeatThroughApi } from './support/merchant-api';
import { axeViolations } from './support/screens';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function demoMerchantToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/local/sign-in', { data: DEMO_MERCHANT });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function demoProduct(request: APIRequestContext, token: string, name: string): Promise<{ id: number; name: string; slItemId: string | null }> {
  const response = await request.get('/api/products', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const product = ((await response.json()) as { id: number; name: string; slItemId: string | null }[]).find((candidate) => candidate.name === name);
  if (!product) throw new Error(`The demo data has no product named ${name}`);
  return product;
}

interface PendingEntry {
  id: number;
  buyer: string;
  item: string | null;
  kind?: string;
}

/** The demo's delivery box, played by the test: it polls for its list and reports the update deliveries it gives. */
function demoBox(request: APIRequestContext, apiKey: string, boxKey: string, objectKey: string) {
  const headers = { 'X-Api-Key': apiKey, 'X-SecondLife-Object-Key': objectKey };
  return {
    async updates(): Promise<PendingEntry[]> {
      const response = await request.get(`/api/lsl/redeliveries/pending?box_id=${boxKey}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { requests: PendingEntry[] }).requests.filter((entry) => entry.kind === 'update');
    },
    async delivered(id: number): Promise<void> {
      const response = await request.post(`/api/lsl/update-deliveries/${id}/delivered`, { headers, data: { box_id: boxKey } });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
}

const card = (page: Page, title: string) => page.getByRole('article', { name: `Update of ${title}` });

test.describe('Updates', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a merchant publishes a new version of a demo product, sends it to its past buyers and watches the progress move', async ({ page, request }) => {
    const token = await demoMerchantToken(request);
    const apiKey = await createApiKeyThroughApi(request, token);
    const product = await demoProduct(request, token, 'Leather Boots');
    const box = (await deliveryBoxesOf(request, token)).find((candidate) => candidate.name === 'Main Store Box');
    if (!box) throw new Error('The demo data has no Main Store Box');
    const newItem = `Leather Boots v2 ${randomUUID().slice(0, 6)}`;

    // The box, with the new item put in it and delivery-box.lsl 2.1.0, says it is alive and what it holds.
    const objectKey = await sendHeartbeatThroughApi(request, apiKey, {
      kind: 'delivery-box',
      box_id: box.boxKey,
      object_name: 'Main Store Box',
      script_version: '2.1.0',
    });
    await reportBoxInventoryThroughApi(request, apiKey, box.boxKey, [...box.inventory, newItem]);
    const inWorld = demoBox(request, apiKey, box.boxKey, objectKey);

    await signIn(page, DEMO_MERCHANT);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Updates' }).click();
    await expect(page.getByRole('heading', { name: 'Updates', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Updates · SL Vendor Platform');

    await page.getByRole('button', { name: 'Publish new version' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Publish new version' });
    await chooseOption(dialog, 'Product', `Leather Boots (#${product.id})`);
    await expect(dialog.getByText(`The boxes give "${product.slItemId ?? product.name}" now`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Version' }).fill('2.0');
    await dialog.getByRole('textbox', { name: 'Item name in your boxes' }).fill(newItem);
    await expect(dialog.getByRole('checkbox', { name: 'Send to every past buyer' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Version 2.0 published' })).toBeVisible();
    await expect(dialog).toBeHidden();

    const update = card(page, 'Leather Boots 2.0');
    const bar = update.getByRole('progressbar', { name: 'Progress of Leather Boots 2.0' });
    await expect(update.getByText('Sending')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(update.getByTestId('update-counts')).toContainText('0 sent · 0 failed');

    // The box takes its page and gives the first half; the page, polling, shows the progress move without a reload.
    const handed = await inWorld.updates();
    expect(handed.length).toBeGreaterThanOrEqual(2);
    expect(new Set(handed.map((entry) => entry.item))).toEqual(new Set([newItem]));
    const half = Math.floor(handed.length / 2);
    for (const entry of handed.slice(0, half)) await inWorld.delivered(entry.id);
    await expect(update.getByTestId('update-counts')).toContainText(`${half} sent · 0 failed`);
    const moved = Number(await bar.getAttribute('aria-valuenow'));
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(100);

    // Then the rest, page after page, until the update completes.
    for (let remaining = handed.slice(half); remaining.length > 0; remaining = await inWorld.updates()) {
      for (const entry of remaining) await inWorld.delivered(entry.id);
    }
    await expect(update.getByText('Completed')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(update.getByTestId('update-counts')).toContainText(/^\d+ sent · 0 failed · 0 waiting/);
    await expect(update.getByRole('button', { name: 'Pause' })).toBeHidden();
    // The card, its progress bar and its counts pass axe (WCAG 2.1 A and AA).
    expect(await axeViolations(page)).toEqual([]);

    // The product now names the new item, so redeliveries give it too.
    expect((await demoProduct(request, token, 'Leather Boots')).slItemId).toBe(newItem);
  });

  test("the Products page's row menu opens the dialog for that product", async ({ page }) => {
    await signIn(page, DEMO_MERCHANT, '/products');
    const grid = page.getByRole('grid', { name: 'Products' });
    const row = grid.getByRole('row').filter({ hasText: 'Starlight Hair' });
    await row.getByRole('button', { name: 'more' }).click();
    await page.getByRole('menuitem', { name: 'Publish new version' }).click();
    await expect(page).toHaveURL(/\/updates$/);
    const dialog = page.getByRole('dialog', { name: 'Publish new version' });
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveText(/Starlight Hair \(#\d+\)/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
