import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import type { APIRequestContext, Page } from '@playwright/test';

import { signIn, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { servePictures } from './support/picture-service';
import { saveScreenshots, SCREENSHOT_DIR } from './support/screenshots';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const TEXTURE = '89556747-24cb-43ed-920b-47caed15465f';
/** A one-pixel PNG. */

interface CreatedVendor {
  id: number;
  name: string;
  lslKey: string;
}

async function createVendor(request: APIRequestContext, token: string, name: string): Promise<CreatedVendor> {
  const response = await request.post('/api/vendors', { headers: bearer(token), data: { name, slLocation: 'Bay City (128, 64, 22)', isActive: true } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedVendor;
}

async function createProduct(
  request: APIRequestContext,
  token: string,
  product: {
    name: string;
    description?: string;
    vendorId: number;
    price: number;
    slItemId?: string;
    isActive?: boolean;
    displayOrder?: number;
    stock?: number;
    lowStockThreshold?: number;
  },
): Promise<{ id: number }> {
  const response = await request.post('/api/products', { headers: bearer(token), data: product });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A toast by its text; located by class because an open dialog hides the rest of the page from the accessibility tree. */
/**
 * Like saveScreenshots, but waits after each resize until the list has laid out again: the grid measures its columns
 * a frame or two after the viewport changes, and on a phone each product is a card.
 */
async function saveGridScreenshots(page: Page, name: string): Promise<void> {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    if (size.width < 600) {
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    } else {
      const vendorHeader = page.getByRole('columnheader', { name: 'Vendor' });
      await expect.poll(async () => ((await vendorHeader.boundingBox())?.x ?? size.width) < size.width - 40).toBe(true);
    }
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${size.width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

function toast(page: Page, text: string) {
  return page.locator('.MuiSnackbar-root').filter({ hasText: text });
}

test.describe('products', () => {
  // The API refuses the price 0 with a 400, which Chromium logs as a console error.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('adds a product, shows the API message on the price field, edits it and deletes it', async ({ page, request }) => {
    // Four toasts in a row, each shown for 5 seconds after the one before.
    test.setTimeout(120_000);
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendor(request, merchant.token, 'Main Store');
    await signIn(page, merchant, '/products');

    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(page.getByText('No products yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    const description = 'Mesh dress in five colours with a colour HUD, fitted for every popular mesh body';
    await dialog.getByLabel('Product Name').fill('Summer Dress');
    await dialog.getByLabel('Description').fill(description);
    await expect(dialog.getByRole('combobox', { name: 'Vendor' })).toHaveText(`Main Store (Vendor #${vendor.id})`);
    await dialog.getByLabel('Price').fill('0');
    await dialog.getByLabel('Item name', { exact: true }).fill('Summer Dress (boxed)');
    await dialog.getByRole('button', { name: 'Create Product' }).click();

    // The API's own message, shown on the field it is about.
    await expect(dialog.getByText('Price must be a whole number of L$ of at least 1')).toBeVisible();
    await expect(dialog.getByLabel('Price')).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, 'Failed to create product')).toContainText('Error');

    await dialog.getByLabel('Price').fill('1250');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(toast(page, 'Product created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: 'Summer Dress' });
    await expect(row).toContainText(`${description.slice(0, 50)}...`);
    await expect(row).not.toContainText(description);
    await expect(row).toContainText(`Vendor #${vendor.id}`);
    await expect(row).toContainText('Main Store');
    await expect(row).toContainText('L$1,250');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Summer Dress (boxed)');

    await row.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(editDialog.getByLabel('Product Name')).toHaveValue('Summer Dress');
    await expect(editDialog.getByLabel('Price')).toHaveValue('1250');
    await editDialog.getByLabel('Price').fill('12500');
    await editDialog.getByLabel('Item name', { exact: true }).fill('');
    await editDialog.getByLabel('Active').uncheck();
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Product updated successfully')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(row).toContainText('L$12,500');
    await expect(row).toContainText('Inactive');
    await expect(row).toContainText('Not set');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product?' });
    await expect(confirm).toContainText('"Summer Dress" will be deleted.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Product deleted')).toContainText('The product was deleted.');
    await expect(page.getByText('No products yet')).toBeVisible();

    const remaining = await request.get('/api/products', { headers: bearer(merchant.token) });
    expect(await remaining.json()).toEqual([]);
  });

  test("sets a product's item name, picture and order, and the vendor's catalogue serves them", async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendor(request, merchant.token, 'Main Store');
    const dress = await createProduct(request, merchant.token, { name: 'Summer Dress', vendorId: vendor.id, price: 1250, displayOrder: 1 });
    const towel = await createProduct(request, merchant.token, { name: 'Beach Towel', vendorId: vendor.id, price: 95, displayOrder: 2 });
    const keyResponse = await request.post('/api/settings/api-keys', { headers: bearer(merchant.token) });
    const { key } = (await keyResponse.json()) as { key: string };
    const pictures = await servePictures(page);
    await signIn(page, merchant, '/products');

    const row = page.getByRole('row').filter({ hasText: 'Beach Towel' });
    await expect(row.getByRole('img', { name: 'No picture of Beach Towel' })).toBeVisible();
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(dialog.getByLabel('Display order')).toHaveValue('2');
    await dialog.getByLabel('Texture key').fill('my towel picture');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText("Texture key must be a Second Life texture's UUID")).toBeVisible();

    await dialog.getByLabel('Item name', { exact: true }).fill('Beach Towel (boxed)');
    await dialog.getByLabel('Texture key').fill(TEXTURE.toUpperCase());
    await expect(dialog.getByRole('img', { name: 'Picture of Beach Towel' })).toHaveAttribute(
      'src',
      `https://picture-service.secondlife.com/${TEXTURE}/256x192.jpg`,
    );
    await dialog.getByLabel('Demo item name').fill('Beach Towel DEMO');
    await dialog.getByLabel('Display order').fill('0');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Product updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(row.getByRole('img', { name: 'Picture of Beach Towel' })).toBeVisible();
    await expect(row).toContainText('Beach Towel (boxed)');
    expect(pictures).toContain(`https://picture-service.secondlife.com/${TEXTURE}/256x192.jpg`);

    const catalogue = await request.get(`/api/lsl/catalogue?vendor_id=${vendor.lslKey}`, { headers: { 'X-Api-Key': key } });
    expect(catalogue.status(), await catalogue.text()).toBe(200);
    const served = (await catalogue.json()) as { products: Array<Record<string, unknown>> };
    expect(served.products.map((product) => product.id)).toEqual([towel.id, dress.id]);
    expect(served.products[0]).toMatchObject({ itemName: 'Beach Towel (boxed)', textureKey: TEXTURE, demoItemName: 'Beach Towel DEMO', priceDue: 95 });
    expect(served.products[1]).toMatchObject({ itemName: 'Summer Dress', textureKey: null });
  });

  test('deleting a product that has sales deactivates it and says so', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendor(request, merchant.token, 'Main Store');
    const product = await createProduct(request, merchant.token, { name: 'Skin Pack', vendorId: vendor.id, price: 1200 });
    const keyResponse = await request.post('/api/settings/api-keys', { headers: bearer(merchant.token) });
    expect(keyResponse.status(), await keyResponse.text()).toBe(201);
    const { key } = (await keyResponse.json()) as { key: string };
    const sale = await request.post('/api/lsl/sale', {
      headers: { 'X-Api-Key': key },
      data: { user_id: randomUUID(), vendor_id: vendor.lslKey, product_id: product.id, amount: 1200, sale_id: randomUUID() },
    });
    expect(sale.status(), await sale.text()).toBe(200);

    await signIn(page, merchant, '/products');
    const row = page.getByRole('row').filter({ hasText: 'Skin Pack' });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete product?' }).getByRole('button', { name: 'Delete' }).click();

    await expect(toast(page, 'Product deactivated')).toContainText('This product has sales, so it was deactivated instead of deleted to keep its history.');
    await expect(row).toContainText('Inactive');
  });

  test('sets stock in the form, shows low stock and sold out, and the dashboard flags the sold-out product', async ({ page, request }) => {
    // A sale of the sold-out product is refused with a 409, which Chromium does not see (it is sent from the test).
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendor(request, merchant.token, 'Main Store');
    await createProduct(request, merchant.token, { name: 'Unlimited Tee', vendorId: vendor.id, price: 50 });
    const gown = await createProduct(request, merchant.token, { name: 'Limited Gown', vendorId: vendor.id, price: 900, stock: 1, lowStockThreshold: 1 });
    await signIn(page, merchant, '/products');

    await expect(page.getByRole('row').filter({ hasText: 'Unlimited Tee' })).toContainText('Unlimited');
    const gownRow = page.getByRole('row').filter({ hasText: 'Limited Gown' });
    await expect(gownRow).toContainText('Low stock');
    // The id the vendor script's PRODUCT_ID needs, and the vendor by its name first.
    await expect(gownRow.getByRole('gridcell').first()).toContainText(`Product #${gown.id}`);
    await expect(gownRow.getByRole('gridcell').nth(1)).toHaveText(new RegExp(`^Main Store\\s*Vendor #${vendor.id}$`));

    // The last unit sells; the next buyer is refused.
    const keyResponse = await request.post('/api/settings/api-keys', { headers: bearer(merchant.token) });
    const { key } = (await keyResponse.json()) as { key: string };
    const sell = () =>
      request.post('/api/lsl/sale', {
        headers: { 'X-Api-Key': key },
        data: { user_id: randomUUID(), vendor_id: vendor.lslKey, product_id: gown.id, amount: 900, sale_id: randomUUID() },
      });
    expect((await sell()).status()).toBe(200);
    const refused = await sell();
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('This product is sold out.');

    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: '1 product is sold out: Limited Gown.' })).toBeVisible();
    await page.getByRole('link', { name: 'Manage stock' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(gownRow).toContainText('Sold out');

    await gownRow.getByRole('button', { name: 'Edit' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(editDialog.getByRole('spinbutton', { name: 'Stock', exact: true })).toHaveValue('0');
    await editDialog.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('10');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog).toBeHidden();
    await expect(gownRow).not.toContainText('Sold out');
    await expect(gownRow).not.toContainText('Low stock');
    expect((await sell()).status()).toBe(200);
  });

  test('a merchant without vendors is told to create one first', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/products');

    await expect(page.getByText('Create a vendor first: every product is sold by one of your vendors.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Product' }).first()).toBeDisabled();
    await page.getByRole('link', { name: 'Go to Vendors' }).click();
    await expect(page).toHaveURL(/\/vendors$/);
  });

  test('screenshots of the products table, light and dark', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const main = await createVendor(request, merchant.token, 'Main Store');
    const beach = await createVendor(request, merchant.token, 'Beach Kiosk');
    await createProduct(request, merchant.token, {
      name: 'Summer Dress',
      description: 'Mesh dress in five colours with a colour HUD, fitted for every popular mesh body',
      vendorId: main.id,
      price: 1250,
      slItemId: 'Summer Dress (boxed)',
    });
    await createProduct(request, merchant.token, { name: 'Skin Pack', description: 'Four tones', vendorId: main.id, price: 2400, slItemId: 'Skin Pack v2' });
    await createProduct(request, merchant.token, { name: 'Beach Towel', vendorId: beach.id, price: 95, isActive: false });

    await signIn(page, merchant, '/products');
    await expect(page.getByRole('row').filter({ hasText: 'Beach Towel' })).toContainText('Not set');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveGridScreenshots(page, `products-${colorScheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
    await saveScreenshots(page, 'products-form-light');
  });
});
