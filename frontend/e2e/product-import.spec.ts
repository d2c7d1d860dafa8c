import { readFile } from 'node:fs/promises';

import { signIn, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createVendorThroughApi } from './support/merchant-api';
import { servePictures } from './support/picture-service';

const TEXTURE = '89556747-24cb-43ed-920b-47caed15465f';

test.describe('Upload Products and Export Data', () => {
  test('Upload Products checks each line, refuses a file with errors, then imports a corrected one', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await createVendorThroughApi(request, merchant.token, { name: 'Main Store' });
    // The imported product's picture shows on the Products page.
    await servePictures(page);
    await signIn(page, merchant);

    // From the dashboard's quick action: it opens the import, it does not just go to a page.
    await page.getByRole('button', { name: 'Upload Products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Products' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const withErrors = ['vendor,name,price,texture_key', 'Main Store,Summer Dress,250,', 'Nowhere,Lost Hat,ten,a picture'].join('\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(withErrors) });
    await expect(dialog.getByRole('status')).toContainText('1 line with errors');
    const rows = dialog.getByTestId('import-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Summer Dress');
    await expect(rows.nth(0)).toContainText('New');
    await expect(rows.nth(1)).toContainText('No vendor of yours is named "Nowhere"');
    await expect(rows.nth(1)).toContainText('Price must be a whole number of L$ of at least 1');
    await expect(rows.nth(1)).toContainText("Texture key must be a Second Life texture's UUID");
    await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();

    const fixed = [
      'vendor,name,price,description,item_name,texture_key,demo_item_name,display_order',
      `Main Store,Summer Dress,250,"Mesh, five colours",Summer Dress (boxed),${TEXTURE},Summer Dress DEMO,5`,
      'Main Store,Lost Hat,10,,,,,',
    ].join('\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
    await expect(dialog.getByRole('status')).toContainText('Ready: 2 new products');
    await dialog.getByRole('button', { name: 'Import 2 products' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Products' }).first().click();
    await expect(page.getByText('Summer Dress', { exact: true })).toBeVisible();
    await expect(page.getByText('Summer Dress (boxed)', { exact: true })).toBeVisible();
    await expect(page.getByText('Lost Hat')).toBeVisible();
    // The catalogue's columns are the products' fields.
    const products = await request.get('/api/products', { headers: { Authorization: `Bearer ${merchant.token}` } });
    const byName = new Map(((await products.json()) as { name: string }[]).map((product) => [product.name, product]));
    expect(byName.get('Summer Dress')).toMatchObject({
      itemName: 'Summer Dress (boxed)',
      textureKey: TEXTURE,
      demoItemName: 'Summer Dress DEMO',
      displayOrder: 5,
    });
    expect(byName.get('Lost Hat')).toMatchObject({ itemName: null, textureKey: null, demoItemName: null, displayOrder: 6 });
  });

  test('Export Data downloads every transaction as CSV from the dashboard', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await file.path(), 'utf8');
    expect(text.split('\n')[0]).toMatch(/^id,createdAt,status,/);
    await expect(page.getByRole('status').filter({ hasText: /^Saved transactions-/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
