import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { DEMO_ADMIN, signIn, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { sendHeartbeatThroughApi } from './support/merchant-api';
import { refundThroughApi, seedShop } from './support/sales';

test.describe('Billing', () => {
  test('shows a merchant their balance and this month’s statement, and downloads it as CSV', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const shop = await seedShop(request, merchant.token, 3);
    await refundThroughApi(request, merchant.token, shop.sales[1].id);
    const paid = await request.post('/api/lsl/commission-payments', {
      headers: { 'X-Api-Key': shop.apiKey },
      data: { vendor_id: shop.vendor.lslKey, amount: 5, transaction_key: randomUUID(), success: true },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    // The vendor is online (its heartbeat came) but no payouts script has asked for its orders.
    await sendHeartbeatThroughApi(request, shop.apiKey, { kind: 'vendor', vendor_id: shop.vendor.lslKey, object_name: shop.vendor.name });

    await signIn(page, merchant, '/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Billing' }).click();
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Billing · SL Vendor Platform');

    // Owed: 5 % of the two sales that stand (the refunded one is not charged); collected: the L$5 payment.
    const card = (title: string) =>
      page
        .locator('.MuiCard-root')
        .filter({ has: page.getByText(title, { exact: true }) })
        .filter({ hasNot: page.getByRole('table') });
    const owedHundredths = (shop.sales[0].amount + shop.sales[2].amount) * 5;
    const whole = (hundredths: number) => `L$${Math.floor((hundredths + 50) / 100).toLocaleString('en-US')}`;
    await expect(card('Commission owed')).toContainText(whole(owedHundredths));
    await expect(card('Collected')).toContainText('L$5');
    await expect(card('Outstanding')).toContainText(whole(owedHundredths - 500));
    const cannotPay = page.getByRole('alert').filter({ hasText: 'Some of your vendors cannot pay commission, refunds or partners' });
    await expect(cannotPay).toContainText(`${shop.vendor.name}: no payouts script has reported from it.`);

    const table = page.getByRole('table', { name: 'Statement' });
    await expect(page.getByRole('heading', { name: /^Statement: \w+ \d{4}$/ })).toBeVisible();
    const body = table.locator('tbody tr');
    await expect(body).toHaveCount(5);
    await expect(body.filter({ hasText: 'Refund' })).toContainText(`#${shop.sales[1].id}`);
    await expect(body.filter({ hasText: 'Commission paid' })).toContainText('L$5');
    const gross = shop.sales.reduce((sum, sale) => sum + sale.amount, 0);
    const totals = table.locator('tfoot tr');
    await expect(totals).toContainText('Totals');
    await expect(totals).toContainText(`L$${gross.toLocaleString('en-US')}`);
    await expect(totals).toContainText(`L$${shop.sales[1].amount.toLocaleString('en-US')}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe(
      'at,kind,transactionId,reference,description,grossSales,discounts,refunds,giftCardsRedeemed,giftCardsSold,commissionCharged,commissionCollected,partnerPayouts,netToMerchant',
    );
    expect(csv).toHaveLength(1 + 5 + 1);
    expect(csv[csv.length - 1]).toContain(`,total,`);

    // A custom range is kept in the address; a range the wrong way round cannot be asked for.
    await page.getByRole('button', { name: 'Custom range' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=/);
    await page.getByLabel('From').fill('2026-12-31');
    await page.getByLabel('To').fill('2026-01-01');
    await expect(page.getByText('The first day must be on or before the last day.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show' })).toBeDisabled();
  });

  test("an administrator sees the merchant's balance and what was collected on Commission Management", async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const shop = await seedShop(request, merchant.token, 2);
    const paid = await request.post('/api/lsl/commission-payments', {
      headers: { 'X-Api-Key': shop.apiKey },
      data: { vendor_id: shop.vendor.lslKey, amount: 3, transaction_key: randomUUID(), success: true },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await signIn(page, DEMO_ADMIN, '/admin/commissions');
    await page.getByRole('tab', { name: 'Balances' }).click();
    const balances = page.getByRole('table', { name: 'Commission balances' });
    const row = balances.locator('tbody tr').filter({ hasText: merchant.email });
    const owedHundredths = (shop.sales[0].amount + shop.sales[1].amount) * 5;
    const exact = (hundredths: number) => `L$${Math.floor(hundredths / 100).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`;
    await expect(row).toContainText(exact(owedHundredths));
    await expect(row).toContainText('L$3');
    await expect(row).toContainText(exact(owedHundredths - 300));
    await expect(page.getByText(/^Collected L\$[\d,]+ from /)).toBeVisible();
  });
});
