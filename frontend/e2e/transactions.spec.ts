import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { signIn, signUpMerchantThroughApi } from './support/accounts';
import { chooseOption } from './support/controls';
import { expect, test } from './support/fixtures';
import { refundThroughApi, type SeededShop, seedShop } from './support/sales';
import { saveScreenshots } from './support/screenshots';

const grid = (page: Page) => page.getByRole('grid', { name: 'Transactions' });
const rows = (page: Page) => grid(page).locator('[role="row"][data-id]');
const cellsOf = (page: Page, field: string) => rows(page).locator(`[data-field="${field}"]`);

/** The ids on the current page, as numbers, in display order. */
async function shownIds(page: Page): Promise<number[]> {
  const texts = await cellsOf(page, 'id').allTextContents();
  return texts.map((text) => Number(text.replace('#', '')));
}

async function shownAmounts(page: Page): Promise<number[]> {
  const texts = await cellsOf(page, 'amount').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

/** The grid's footer lies outside its role="grid" element. */
const footer = (page: Page) => page.getByRole('main');
/** The pagination caption, e.g. '1–25 of 30'. */
const caption = (page: Page) => footer(page).getByText(/^\d+–\d+ of /);

async function openTransactionsAsNewMerchant(page: Page, request: Parameters<typeof signUpMerchantThroughApi>[0], saleCount = 30) {
  const merchant = await signUpMerchantThroughApi(request);
  const shop = await seedShop(request, merchant.token, saleCount);
  await signIn(page, merchant);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(caption(page)).toHaveText(`1–${Math.min(25, saleCount)} of ${saleCount}`);
  return { merchant, shop };
}

function newestFirst(shop: SeededShop): number[] {
  return shop.sales.map((sale) => sale.id).sort((a, b) => b - a);
}

test.describe('Transactions', () => {
  // Each test signs up its own merchant and records its sales through the in-world API first.
  test.describe.configure({ timeout: 60_000 });

  test('a merchant without sales sees the empty state', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/transactions');
    await expect(page.getByText('No transactions yet')).toBeVisible();
    await expect(page.getByText('Transactions will appear here when customers make purchases')).toBeVisible();
  });

  test('shows each sale with its buyer, product, amounts, status and SLT date', async ({ page, request }) => {
    const { shop } = await openTransactionsAsNewMerchant(page, request);
    const newest = shop.sales[shop.sales.length - 1];
    const row = rows(page).first();
    await expect(row.locator('[data-field="id"]')).toHaveText(`#${newest.id}`);
    await expect(row.locator('[data-field="buyerName"]')).toContainText(newest.buyerName ?? 'Unknown');
    await expect(row.locator('[data-field="buyerName"]')).toContainText(newest.buyerId.slice(0, 8));
    await expect(row.locator('[data-field="amount"]')).toHaveText(`L$${newest.amount.toLocaleString('en-US')}`);
    await expect(row.locator('[data-field="commission"]')).toHaveText(/^L\$[\d,]+\.\d{2}$/);
    await expect(row.locator('[data-field="status"]')).toHaveText('Completed');
    await expect(row.locator('[data-field="createdAt"]')).toHaveText(/SLT$/);
    await expect(row.getByRole('button', { name: 'View' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Refund' })).toBeVisible();
    await expect(row.locator('[data-field="productId"]')).toHaveText('No product');
    // The 6th buyer's script sent no name.
    await expect(grid(page).getByText('Unknown').first()).toBeVisible();

    const soldWithProduct = shop.sales[27];
    const productCell = grid(page).locator(`[role="row"][data-id="${soldWithProduct.id}"] [data-field="productId"]`);
    await expect(productCell).toContainText(`#${shop.product.id}`);
    await expect(productCell).toContainText(shop.product.name);
  });

  test('flags the sales paid at neither the price nor the price due, and lists them alone from the address', async ({ page, request }) => {
    const { shop } = await openTransactionsAsNewMerchant(page, request);
    // Every third seeded sale names the L$450 product at another amount (seedShop).
    const flagged = shop.sales.filter((sale) => sale.productId !== undefined);
    const first = flagged[flagged.length - 1];
    const amount = grid(page).locator(`[role="row"][data-id="${first.id}"] [data-field="amount"]`);
    await expect(amount.getByLabel(`Price mismatch: Paid L$${first.amount.toLocaleString('en-US')}; the price was L$450`)).toBeVisible();

    await page.goto('/transactions?priceMismatch=true');
    await expect(caption(page)).toHaveText(`1–${flagged.length} of ${flagged.length}`);
    expect(await shownIds(page)).toEqual(flagged.map((sale) => sale.id).sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('dialog', { name: 'Filter transactions' }).getByLabel('Price mismatches only').click();
    await page.keyboard.press('Escape');
    await expect(caption(page)).toHaveText('1–25 of 30');
    await expect(page).toHaveURL(/\/transactions$/);
  });

  test('pages on the server: with 10 rows a page, page 2 shows the next 10 sales', async ({ page, request }) => {
    const { shop } = await openTransactionsAsNewMerchant(page, request);
    const expected = newestFirst(shop);

    await chooseOption(footer(page), /Rows per page/, '10');
    await expect(caption(page)).toHaveText('1–10 of 30');
    expect(await shownIds(page)).toEqual(expected.slice(0, 10));

    const pageRequest = page.waitForRequest((request) => request.url().includes('/api/transactions?') && request.url().includes('page=2'));
    await footer(page).getByRole('button', { name: 'Go to next page' }).click();
    const second = new URL((await pageRequest).url()).searchParams;
    expect(second.get('pageSize')).toBe('10');
    // The next page starts right after the last row on screen (keyset), not after skipping 10 rows.
    expect(second.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect(caption(page)).toHaveText('11–20 of 30');
    await expect.poll(() => shownIds(page)).toEqual(expected.slice(10, 20));

    const thirdRequest = page.waitForRequest((request) => request.url().includes('/api/transactions?') && request.url().includes('page=3'));
    await footer(page).getByRole('button', { name: 'Go to next page' }).click();
    const third = new URL((await thirdRequest).url()).searchParams;
    expect(third.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(third.get('cursor')).not.toBe(second.get('cursor'));
    await expect(caption(page)).toHaveText('21–30 of 30');
    await expect.poll(() => shownIds(page)).toEqual(expected.slice(20, 30));

    // Back to page 2 with the cursor it was reached by (answered from the cache), then page 1 without one.
    await footer(page).getByRole('button', { name: 'Go to previous page' }).click();
    await expect(caption(page)).toHaveText('11–20 of 30');
    await expect.poll(() => shownIds(page)).toEqual(expected.slice(10, 20));
    await footer(page).getByRole('button', { name: 'Go to previous page' }).click();
    await expect(caption(page)).toHaveText('1–10 of 30');
    await expect.poll(() => shownIds(page)).toEqual(expected.slice(0, 10));
  });

  test('a page past the first, sorted by amount, is reached by cursor too and matches the offset page', async ({ page, request }) => {
    const { shop } = await openTransactionsAsNewMerchant(page, request);
    const amounts = shop.sales.map((sale) => sale.amount).sort((a, b) => b - a);
    await grid(page).getByRole('columnheader', { name: 'Amount' }).click();
    await expect.poll(() => shownAmounts(page)).toEqual(amounts.slice(0, 25));

    const pageRequest = page.waitForRequest((request) => request.url().includes('/api/transactions?') && request.url().includes('page=2'));
    await footer(page).getByRole('button', { name: 'Go to next page' }).click();
    const params = new URL((await pageRequest).url()).searchParams;
    expect(params.get('sortBy')).toBe('amount');
    expect(params.get('cursor')).toBeTruthy();
    await expect(caption(page)).toHaveText('26–30 of 30');
    await expect.poll(() => shownAmounts(page)).toEqual(amounts.slice(25));
  });

  test('sorts by amount on the server, highest first then lowest first', async ({ page, request }) => {
    const { shop } = await openTransactionsAsNewMerchant(page, request);
    const amounts = shop.sales.map((sale) => sale.amount).sort((a, b) => b - a);

    await grid(page).getByRole('columnheader', { name: 'Amount' }).click();
    await expect.poll(() => shownAmounts(page)).toEqual(amounts.slice(0, 25));

    await grid(page).getByRole('columnheader', { name: 'Amount' }).click();
    await expect.poll(() => shownAmounts(page)).toEqual([...amounts].reverse().slice(0, 25));
  });

  test('searching a buyer name shows only that buyer’s sales', async ({ page, request }) => {
    const { shop } = await openTransactionsAsNewMerchant(page, request);
    const cleo = shop.sales.filter((sale) => sale.buyerName === 'Cleo Moonwhisper');

    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('moonwhisp');
    await expect(caption(page)).toHaveText(`1–${cleo.length} of ${cleo.length}`);
    await expect(cellsOf(page, 'buyerName')).toHaveText(cleo.map(() => /Cleo Moonwhisper/));
    expect((await shownIds(page)).sort()).toEqual(cleo.map((sale) => sale.id).sort());

    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('nobody-like-this');
    await expect(page.getByText('No transactions match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(caption(page)).toHaveText('1–25 of 30');
  });

  test('filters by status and vendor from the Filter panel', async ({ page, request }) => {
    const { merchant, shop } = await openTransactionsAsNewMerchant(page, request);
    const refunded = shop.sales.slice(0, 3).map((sale) => sale.id);
    for (const id of refunded) await refundThroughApi(request, merchant.token, id);

    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter transactions' });
    await chooseOption(panel, 'Status', 'Refunded');
    await chooseOption(panel, 'Vendor', shop.vendor.name);
    await panel.getByRole('button', { name: 'Done' }).click();

    await expect(caption(page)).toHaveText('1–3 of 3');
    await expect(cellsOf(page, 'status')).toHaveText(['Refunded', 'Refunded', 'Refunded']);
    expect((await shownIds(page)).sort()).toEqual([...refunded].sort());
    // Refunded sales cannot be refunded again.
    await expect(grid(page).getByRole('button', { name: 'Refund' })).toHaveCount(0);
  });

  test('Today keeps the sales just made; an earlier day range matches none', async ({ page, request }) => {
    await openTransactionsAsNewMerchant(page, request);
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await expect(caption(page)).toHaveText('1–25 of 30');
    await page.getByRole('button', { name: 'This Month' }).click();
    await expect(caption(page)).toHaveText('1–25 of 30');

    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter transactions' });
    await panel.getByLabel('From').fill('2020-01-01');
    await panel.getByLabel('To').fill('2020-01-31');
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('No transactions match these filters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('exports the current filter as a CSV file', async ({ page, request }) => {
    const { shop } = await openTransactionsAsNewMerchant(page, request);
    const ava = shop.sales.filter((sale) => sale.buyerName === 'Ava Resident');
    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('Ava');
    await expect(caption(page)).toHaveText(`1–${ava.length} of ${ava.length}`);

    // Hold the real response back a moment, so the progress shown while the file is prepared can be seen.
    await page.route('**/api/transactions/export.csv*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const progress = page.getByRole('status', { name: 'Export progress' });
    await expect(progress).toContainText(`Exporting ${ava.length} transactions to CSV`);
    await expect(progress.getByRole('progressbar', { name: 'Exporting' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await file.path(), 'utf8')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe(
      'id,createdAt,status,vendorId,vendorName,productId,productName,buyerId,buyerName,amount,commission,commissionRate,eventId,refundedAt,slRegion,' +
        'giftTo,giftToName,paidWith,discountKind,discountCode,discountAmount,source,listPrice,priceMismatch,refundedAmount',
    );
    expect(lines).toHaveLength(ava.length + 1);
    expect(
      lines
        .slice(1)
        .map((line) => Number(line.split(',')[0]))
        .sort(),
    ).toEqual(ava.map((sale) => sale.id).sort());
    await expect(page.getByRole('status').filter({ hasText: /^Saved transactions-.*\.csv \(.+\)\.$/ })).toBeVisible();
  });

  test('an export can be cancelled before the file arrives', async ({ page, request }) => {
    await openTransactionsAsNewMerchant(page, request, 6);
    await page.route('**/api/transactions/export.csv*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await page.getByRole('button', { name: 'Export' }).click();
    const progress = page.getByRole('status', { name: 'Export progress' });
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await expect(progress).toBeHidden();
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    await page.waitForTimeout(3500);
    expect(downloaded).toBe(false);
  });

  test('View shows every detail of a sale', async ({ page, request }) => {
    const { shop } = await openTransactionsAsNewMerchant(page, request);
    const newest = shop.sales[shop.sales.length - 1];
    await rows(page).first().getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: `Transaction #${newest.id}` });
    const details = dialog.getByRole('definition');
    await expect(dialog.getByText('Buyer ID')).toBeVisible();
    await expect(details.filter({ hasText: newest.buyerId })).toHaveCount(1);
    await expect(details.filter({ hasText: `${shop.vendor.name} (#${shop.vendor.id})` })).toHaveCount(1);
    await expect(details.filter({ hasText: /^5%$/ })).toHaveCount(1);
    await expect(details.filter({ hasText: `L$${newest.amount.toLocaleString('en-US')}` })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('refunds a sale after confirmation: the badge turns Refunded and Refund disappears', async ({ page, request }) => {
    const { shop } = await openTransactionsAsNewMerchant(page, request);
    const newest = shop.sales[shop.sales.length - 1];
    const row = grid(page).locator(`[role="row"][data-id="${newest.id}"]`);
    await row.getByRole('button', { name: 'Refund' }).click();
    const confirm = page.getByRole('dialog', { name: `Refund transaction #${newest.id}?` });
    await confirm.getByRole('button', { name: 'Refund' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Transaction refunded' })).toBeVisible();
    await expect(row.locator('[data-field="status"]')).toHaveText('Refunded');
    await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'View' })).toBeVisible();
  });

  test('refunds part of a sale: it stays Completed, its commission says what is no longer charged, and the rest can follow', async ({ page, request }) => {
    const { shop } = await openTransactionsAsNewMerchant(page, request, 3);
    const newest = shop.sales[shop.sales.length - 1];
    const row = grid(page).locator(`[role="row"][data-id="${newest.id}"]`);
    await row.getByRole('button', { name: 'Refund' }).click();
    const confirm = page.getByRole('dialog', { name: `Refund transaction #${newest.id}?` });
    await confirm.getByRole('radio', { name: 'Part of it' }).check();
    const amount = confirm.getByRole('textbox', { name: 'Amount to refund (L$)' });
    await amount.fill(String(newest.amount + 1));
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await expect(confirm.getByText(`Enter a whole number of L$ from 1 to ${newest.amount.toLocaleString('en-US')}`)).toBeVisible();

    await amount.fill('100');
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Part of the transaction refunded' })).toBeVisible();
    await expect(row.locator('[data-field="status"]')).toHaveText('Completed');
    await expect(row.locator('[data-field="commission"]')).toContainText('refunded');

    // The rest: the dialog offers what is left, and the sale is then refunded.
    await row.getByRole('button', { name: 'Refund' }).click();
    await expect(confirm.getByText(`The remaining L$${(newest.amount - 100).toLocaleString('en-US')} of the sale`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Transaction refunded' })).toBeVisible();
    await expect(row.locator('[data-field="status"]')).toHaveText('Refunded');
  });

  test("a refund Second Life refused in-world says why, and Retry refund asks the vendor's payouts script again", async ({ page, request }) => {
    const { merchant, shop } = await openTransactionsAsNewMerchant(page, request, 3);
    const newest = shop.sales[shop.sales.length - 1];
    await refundThroughApi(request, merchant.token, newest.id);
    const order = (await (await request.get(`/api/transactions/${newest.id}`, { headers: { Authorization: `Bearer ${merchant.token}` } })).json()) as {
      refundOrder: { id: number };
    };
    // The vendor's payouts script reports Second Life's answer: the merchant's account was short of L$.
    const failed = await request.post(`/api/lsl/payouts/refunds/${order.refundOrder.id}/result`, {
      headers: { 'X-Api-Key': shop.apiKey },
      data: { vendor_id: shop.vendor.lslKey, success: false, reason: 'LINDENDOLLAR_INSUFFICIENTFUNDS' },
    });
    expect(failed.status(), await failed.text()).toBe(200);

    await page.reload();
    await grid(page).locator(`[role="row"][data-id="${newest.id}"]`).getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: `Transaction #${newest.id}` });
    const refundInWorld = dialog.getByRole('definition').filter({ hasText: /back to the buyer|not sent back/ });
    await expect(refundInWorld).toContainText(`L$${newest.amount.toLocaleString('en-US')} not sent back:`);
    await expect(refundInWorld).toContainText('(LINDENDOLLAR_INSUFFICIENTFUNDS)');
    await dialog.getByRole('button', { name: 'Retry refund' }).click();
    await expect(refundInWorld).toContainText("back to the buyer: waiting for the vendor's payouts script");
    await expect(dialog.getByRole('button', { name: 'Retry refund' })).toHaveCount(0);
  });

  test('screenshots, light and dark', async ({ page, request }) => {
    await openTransactionsAsNewMerchant(page, request, 12);
    await saveScreenshots(page, 'transactions', { colorSchemes: ['light', 'dark'] });
  });
});
