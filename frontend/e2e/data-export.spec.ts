import { readFile } from 'node:fs/promises';

import { fromBuffer } from 'yauzl';

import { signIn, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createApiKeyThroughApi, createProductThroughApi, createVendorThroughApi, recordSaleThroughApi } from './support/merchant-api';

/** Every entry of a ZIP, by name, read with yauzl (the backend's ZIP reader). */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (openError, zipfile) => {
      if (openError) return reject(openError);
      const entries = new Map<string, Buffer>();
      zipfile.on('error', reject);
      zipfile.on('end', () => resolve(entries));
      zipfile.on('entry', (entry) => {
        zipfile.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zipfile.readEntry();
          });
        });
      });
      zipfile.readEntry();
    });
  });
}

interface ManifestFile {
  name: string;
  table: string;
  rows: number;
  bytes: number;
  sha256: string;
}

test.describe('Settings → Data', () => {
  test('Export everything downloads a ZIP whose manifest lists every file, with the sales in it', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendor = await createVendorThroughApi(request, merchant.token, { name: 'Export Test Store', slLocation: 'Luna Bay (128, 64, 22)', isActive: true });
    const product = await createProductThroughApi(request, merchant.token, { vendorId: vendor.id, name: 'Exported Hat', price: 300 });
    const apiKey = await createApiKeyThroughApi(request, merchant.token);
    for (const buyerName of ['Ann Resident', 'Bo Resident', 'Cy Resident']) {
      await recordSaleThroughApi(request, apiKey, { vendorKey: vendor.lslKey, amount: 300, productId: product.id, buyerName });
    }

    await signIn(page, merchant, '/settings');
    await page.getByRole('tab', { name: 'Data' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=data$/);
    await expect(page.getByRole('heading', { name: 'Export everything' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export everything' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sl-vendor-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = page.getByRole('status').filter({ hasText: /^Saved sl-vendor-data-/ });
    await expect(saved).toContainText(/\((\d+(\.\d)? KB|\d+ bytes)\): [\d,]+ rows in 39 files\.$/);

    const entries = await unzip(await readFile(await file.path()));
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as { merchant: { email: string }; files: ManifestFile[] };
    expect(manifest.merchant.email).toBe(merchant.email);
    expect([...entries.keys()]).toEqual([...manifest.files.map((entry) => entry.name), 'manifest.json']);
    expect(manifest.files).toHaveLength(38);
    for (const entry of manifest.files) expect(entries.get(entry.name)!.length).toBe(entry.bytes);
    const rows = (name: string) => manifest.files.find((entry) => entry.name === name)!.rows;
    expect([rows('vendors.csv'), rows('products.jsonl'), rows('sales.csv'), rows('sales.jsonl')]).toEqual([1, 1, 3, 3]);
    const sales = entries.get('sales.csv')!.toString('utf8').trim().split('\r\n');
    expect(sales).toHaveLength(4);
    expect(sales.slice(1).map((line) => line.includes('Exported Hat'))).toEqual([true, true, true]);
    expect(entries.get('vendors.jsonl')!.toString('utf8')).toContain('"name":"Export Test Store"');
  });
});
