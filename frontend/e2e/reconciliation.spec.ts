import { signIn, signUpMerchantThroughApi } from './support/accounts';
import { chooseOption } from './support/controls';
import { expect, test } from './support/fixtures';
import { createVendorThroughApi } from './support/merchant-api';

/** A short transaction history as secondlife.com writes it: one sale nobody recorded, one payment out. */
const HISTORY = [
  'Date,Type,Resident,Description,Region,Amount,Balance,Transaction ID',
  '2026-01-10 09:11:00,Object Sale,Missed Buyer,Mesh Jacket,Luna Bay,450,10450,5e1f0201-0000-4000-8000-000000000201',
  '2026-01-12 13:13:00,Object Pay,Mystery Taker,Unknown object,Pixel Cove,-777,9673,5e1f0202-0000-4000-8000-000000000202',
].join('\r\n');

test.describe('Reconciliation', () => {
  test('shows an unmatched line, records the missed sale, and the sale appears on Transactions', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await createVendorThroughApi(request, merchant.token, { name: 'Main Store', slLocation: 'Luna Bay (128, 64, 22)', isActive: true });
    await signIn(page, merchant);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reconciliation' }).click();
    await expect(page.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();

    await page.getByLabel('Transaction history CSV').setInputFiles({ name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from(HISTORY) });
    await expect(page.getByText('2 lines read: 2 new, 0 already known; 0 lines matched now.')).toBeVisible();
    const lines = page.getByRole('table', { name: 'Unmatched lines' });
    const missed = lines.getByRole('row').filter({ hasText: 'Missed Buyer' });
    await expect(missed).toContainText('L$ received with no recorded sale');
    await expect(missed).toContainText('+L$450');
    await expect(missed).toContainText('SLT');
    await expect(lines.getByRole('row').filter({ hasText: 'Mystery Taker' })).toContainText('Outgoing L$ the platform did not order');

    await missed.getByRole('button', { name: /Resolve/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve line' });
    await expect(dialog.getByRole('radio', { name: 'Record the missed sale' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Vendor' })).toHaveText('Main Store');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByText('Line resolved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(lines.getByRole('row').filter({ hasText: 'Missed Buyer' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transactions' }).click();
    const grid = page.getByRole('grid', { name: 'Transactions' });
    const sale = grid.locator('[role="row"][data-id]').filter({ hasText: 'Missed Buyer' });
    await expect(sale).toHaveCount(1);
    await expect(sale.locator('[data-field="amount"]')).toHaveText('L$450');
    await expect(sale.locator('[data-field="status"]')).toHaveText('Completed');
  });

  test('asks once to map the columns of a file whose headers it does not know', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/reconciliation');
    const file = (rows: string[]) => ({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(['Wann,Wer,Betrag', ...rows].join('\n')) });
    await page.getByLabel('Transaction history CSV').setInputFiles(file(['2026-01-05 10:00:00,Bea Oakheart,250']));
    const mapping = page.getByRole('region', { name: 'Map the columns' });
    await expect(mapping).toBeVisible();
    await mapping.getByRole('button', { name: 'Import with this mapping' }).click();
    await expect(mapping.getByText('Choose the date column.')).toBeVisible();
    await chooseOption(mapping, /^Date \(and time\)/, 'Wann');
    await chooseOption(mapping, /^Other resident/, 'Wer');
    await chooseOption(mapping, /^Amount/, 'Betrag');
    await mapping.getByRole('button', { name: 'Import with this mapping' }).click();
    await expect(page.getByText('1 line read: 1 new, 0 already known; 0 lines matched now.')).toBeVisible();
    await expect(mapping).toBeHidden();

    // The mapping is remembered: the next file with these headers imports at once.
    await page.getByLabel('Transaction history CSV').setInputFiles(file(['2026-01-05 10:00:00,Bea Oakheart,250', '2026-01-06 09:00:00,Cid Vale,99']));
    await expect(page.getByText('2 lines read: 1 new, 1 already known; 0 lines matched now.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Latest uploads' }).getByRole('listitem')).toHaveText([
      /^export\.csv, .* SLT: 1 new, 1 already known$/,
      /^export\.csv, .* SLT: 1 new, 0 already known$/,
    ]);
    await expect(page.getByRole('table', { name: 'Unmatched lines' }).getByRole('row').filter({ hasText: 'Cid Vale' })).toContainText('+L$99');
  });
});
