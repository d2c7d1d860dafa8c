import { createHash, createHmac, randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { signIn, signUpMerchantThroughApi, TOKEN_KEY } from './support/accounts';
import { appBaseUrl, expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function currentUser(request: APIRequestContext, token: string) {
  const response = await request.get('/api/auth/user', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function createVendor(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/api/vendors', {
    headers: bearer(token),
    data: { name: 'Settings Test Store', description: 'Made by the Settings test', slLocation: 'Luna Bay (128, 64, 22)', isActive: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { lslKey: string }).lslKey;
}

/** POST /api/lsl/sale as vendor.lsl sends it, with the key in X-Api-Key. */
function postSale(request: APIRequestContext, apiKey: string, vendorKey: string) {
  return request.post('/api/lsl/sale', {
    headers: { 'x-api-key': apiKey },
    data: { sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendorKey, amount: 300, buyer_name: 'Ann Resident' },
  });
}

async function openSettings(page: Page, tab?: string) {
  await page.goto(tab ? `/settings?tab=${tab}` : '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

/** The toast with this title; closed afterwards so the next one shows at once (they queue, 5 s each). */
async function expectToast(page: Page, title: string, text: string, role: 'status' | 'alert' = 'status') {
  const toast = page.getByRole(role).filter({ hasText: title });
  await expect(toast).toContainText(text);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
}

test.describe('Settings', () => {
  test('has eight tabs, Profile first, and keeps the open tab in the URL', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('tab')).toHaveText(['Profile', 'Notifications', 'Payment', 'Security', 'API', 'Webhooks', 'Marketplace', 'Data']);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Payment' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=payment$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Default Commission Rate (%)')).toBeVisible();
  });

  test.describe('with a refused profile update', () => {
    test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

    test('shows the API message on a name, keeps the e-mail read-only, then saves a good profile', async ({ page, request }) => {
      const merchant = await signUpMerchantThroughApi(request);
      await signIn(page, merchant);
      await openSettings(page);
      await expect(page.getByLabel('Email')).toHaveValue(merchant.email);
      await expect(page.getByText('Your profile image is managed through your login account.')).toBeVisible();
      // The e-mail changes only through a verified new address (Settings → Security).
      await expect(page.getByLabel('Email')).not.toBeEditable();
      await expect(page.getByText('To change it, use Change e-mail under Security: the new address must be verified first.')).toBeVisible();

      await page.getByLabel('First name').fill('R'.repeat(101));
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('First name must be at most 100 characters')).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
      await expectToast(page, 'Error', 'Failed to update profile', 'alert');

      await page.getByLabel('First name').fill('Renata');
      await page.getByLabel('Last name').fill('Renamed');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Success', 'Profile updated successfully');

      // The user query was refetched: the account menu shows the new name at once.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menu')).toContainText('Renata Renamed');
      await expect(page.getByRole('menu')).toContainText(merchant.email);
      await page.keyboard.press('Escape');

      await page.reload();
      await expect(page.getByLabel('First name')).toHaveValue('Renata');
      expect(await currentUser(request, merchant.token)).toMatchObject({ firstName: 'Renata', lastName: 'Renamed', email: merchant.email });
    });
  });

  test('saves a notification switch, which a reload keeps', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);
    await openSettings(page, 'notifications');

    const eventEmails = page.getByRole('switch', { name: 'Event e-mails' });
    await expect(page.getByRole('switch', { name: 'Transaction e-mails' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Redelivery e-mails' })).toBeChecked();
    await expect(eventEmails).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'In-world notifications' })).toBeChecked();

    await eventEmails.check();
    await page.getByRole('switch', { name: 'Redelivery e-mails' }).uncheck();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expectToast(page, 'Success', 'Notification preferences updated');

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Event e-mails' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Redelivery e-mails' })).not.toBeChecked();
    expect(await currentUser(request, merchant.token)).toMatchObject({ emailEvents: true, emailRedeliveries: false, emailTransactions: true });
  });

  test.describe('with a refused commission rate', () => {
    test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

    test('sets the default commission rate and shows the range message', async ({ page, request }) => {
      const merchant = await signUpMerchantThroughApi(request);
      await signIn(page, merchant);
      await openSettings(page, 'payment');
      const rate = page.getByLabel('Default Commission Rate (%)');
      await expect(rate).toHaveValue('5.00');
      await expect(page.getByText('Filled in as the commission rate of each new event you organise')).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: 'L$ Integration' })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: 'USD Payout Integration' })).toBeVisible();

      await rate.fill('150');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Commission rate must be between 0 and 100')).toBeVisible();
      await expectToast(page, 'Error', 'Failed to update commission settings', 'alert');

      await rate.fill('7.25');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expectToast(page, 'Success', 'Commission settings updated');
      await page.reload();
      await expect(page.getByLabel('Default Commission Rate (%)')).toHaveValue('7.25');
      expect(await currentUser(request, merchant.token)).toMatchObject({ defaultCommissionRate: '7.25' });
    });
  });

  test('generates an API key that records a sale, then revokes it', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appBaseUrl() });
    const merchant = await signUpMerchantThroughApi(request);
    const vendorKey = await createVendor(request, merchant.token);
    await signIn(page, merchant);
    await openSettings(page, 'api');
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    await expect(page.getByText('1000', { exact: true })).toBeVisible();
    await expect(page.getByText('50', { exact: true })).toBeVisible();
    await expect(page.getByText('5MB', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'In-world endpoints' })).toContainText('/api/lsl/sale');

    // The dialog starts as a key named Scripts, for in-world scripts, that never expires.
    await page.getByRole('button', { name: 'Generate New Key' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate a new API key' });
    await expect(generate.getByRole('textbox', { name: 'Name' })).toHaveValue('Scripts');
    await expect(generate.getByRole('radio', { name: 'In-world scripts' })).toBeChecked();
    await expect(generate.getByRole('radio', { name: 'Never' })).toBeChecked();
    await generate.getByRole('button', { name: 'Generate' }).click();
    await expect(generate).toHaveCount(0);
    const toast = page.getByRole('status').filter({ hasText: 'New API Key Generated' });
    await expect(toast).toContainText('The key was copied to your clipboard. Put it in your LSL scripts.');
    const apiKey = await page.evaluate(() => navigator.clipboard.readText());
    expect(apiKey).toMatch(/^slv_[0-9a-f]{48}$/);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);

    const field = page.getByRole('textbox', { name: 'API Key' });
    await expect(field).toHaveValue(`slv_${'•'.repeat(48)}`);
    await page.getByRole('button', { name: 'Show key' }).click();
    await expect(field).toHaveValue(apiKey);
    await page.getByRole('button', { name: 'Hide key' }).click();
    await expect(field).not.toHaveValue(apiKey);

    const keys = page.getByRole('grid', { name: 'API keys' });
    const lastUsed = keys.locator('[role="gridcell"][data-field="lastUsedAt"]');
    await expect(keys.getByRole('row')).toHaveCount(2);
    await expect(keys).toContainText(`${apiKey.slice(0, 12)}…`);
    await expect(keys).toContainText('Scripts');
    await expect(keys).toContainText('In-world scripts');
    await expect(lastUsed).toHaveText('Never');

    // The key works for an in-world sale, and the list then shows when it was last used.
    const sale = await postSale(request, apiKey, vendorKey);
    expect(sale.status(), await sale.text()).toBe(200);
    await page.reload();
    await expect(lastUsed).not.toHaveText('Never');
    await expect(page.getByRole('textbox', { name: 'API Key' })).toHaveCount(0);

    // A second key leaves the first one working: nothing asks to replace it.
    await page.getByRole('button', { name: 'Generate New Key' }).click();
    await generate.getByRole('button', { name: 'Generate' }).click();
    await expectToast(page, 'New API Key Generated', 'Put it in your LSL scripts.');
    const secondKey = await page.evaluate(() => navigator.clipboard.readText());
    expect(secondKey).not.toBe(apiKey);
    expect((await postSale(request, apiKey, vendorKey)).status()).toBe(200);
    expect((await postSale(request, secondKey, vendorKey)).status()).toBe(200);
    await expect(keys.getByRole('row')).toHaveCount(3);
    await expect(keys).toContainText(`${secondKey.slice(0, 12)}…`);

    // Revoking the second key refuses it at once and leaves the first.
    const secondRow = keys.getByRole('row').filter({ hasText: `${secondKey.slice(0, 12)}…` });
    await secondRow.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke API key?' });
    await expect(dialog).toContainText(secondKey.slice(0, 12));
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'API key revoked', secondKey.slice(0, 12));
    await expect(page.getByRole('textbox', { name: 'API Key' })).toHaveCount(0);
    await expect(keys.getByRole('row')).toHaveCount(2);
    expect((await postSale(request, secondKey, vendorKey)).status()).toBe(401);
    expect((await postSale(request, apiKey, vendorKey)).status()).toBe(200);

    await keys.getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'API key revoked' })).toBeVisible();
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    expect((await postSale(request, apiKey, vendorKey)).status()).toBe(401);
  });

  test('generates a read key for a program, which reads but cannot change, and rotates it with the old key working for an hour', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appBaseUrl() });
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);
    await openSettings(page, 'api');

    await page.getByRole('button', { name: 'Generate New Key' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate a new API key' });
    const name = generate.getByRole('textbox', { name: 'Name' });
    await name.fill('Stock sync');
    await generate.getByRole('radio', { name: 'A program that reads', exact: true }).check();
    await generate.getByRole('button', { name: 'Generate' }).click();
    await expectToast(page, 'New API Key Generated', 'The key was copied to your clipboard. Your program sends it in the X-Api-Key header.');
    const readKey = await page.evaluate(() => navigator.clipboard.readText());
    expect(readKey).toMatch(/^slv_[0-9a-f]{48}$/);

    // Shown once, masked until asked.
    const field = page.getByRole('textbox', { name: 'API Key' });
    await expect(field).toHaveValue(`slv_${'•'.repeat(48)}`);
    await page.getByRole('button', { name: 'Show key' }).click();
    await expect(field).toHaveValue(readKey);

    const keys = page.getByRole('grid', { name: 'API keys' });
    const row = keys.getByRole('row').filter({ hasText: `${readKey.slice(0, 12)}…` });
    await expect(row).toContainText('Stock sync');
    await expect(row).toContainText('Reads');
    await expect(row).not.toContainText('Reads and changes');

    // A program reads with it, and is refused when it tries to change anything.
    const program = { 'x-api-key': readKey };
    const read = await request.get('/api/transactions', { headers: program });
    expect(read.status(), await read.text()).toBe(200);
    const write = await request.post('/api/vendors', {
      headers: program,
      data: { name: 'Not Allowed Store', description: 'A read key cannot create this', slLocation: 'Luna Bay (1, 2, 3)', isActive: true },
    });
    expect(write.status(), await write.text()).toBe(403);

    // Rotated with the old key kept for an hour: the new key is shown once, and the old one still reads meanwhile.
    await row.getByRole('button', { name: 'Rotate' }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate API key?' });
    await expect(rotate).toContainText('The old key keeps working for a while');
    await expect(rotate.getByRole('radio', { name: '24 hours' })).toBeChecked();
    await rotate.getByRole('radio', { name: '1 hour' }).check();
    await rotate.getByRole('button', { name: 'Rotate' }).click();
    await expectToast(page, 'API key rotated', 'The new key was copied to your clipboard. The old key works until');
    const newKey = await page.evaluate(() => navigator.clipboard.readText());
    expect(newKey).toMatch(/^slv_[0-9a-f]{48}$/);
    expect(newKey).not.toBe(readKey);
    await expect(field).toHaveValue(`slv_${'•'.repeat(48)}`);
    await page.getByRole('button', { name: 'Show key' }).click();
    await expect(field).toHaveValue(newKey);

    await expect(keys.getByRole('row')).toHaveCount(3);
    await expect(keys.getByRole('row').filter({ hasText: `${newKey.slice(0, 12)}…` })).toContainText('Stock sync');
    await expect(row).toContainText(/Stops working in (1 hour|\d+ minutes)/);
    expect((await request.get('/api/transactions', { headers: program })).status()).toBe(200);
    expect((await request.get('/api/transactions', { headers: { 'x-api-key': newKey } })).status()).toBe(200);
  });

  test('adds a webhook endpoint, sends it a signed test event and a sale, and shows both in its delivery log', async ({ page, request, webhookReceiver }) => {
    const merchant = await signUpMerchantThroughApi(request);
    const vendorKey = await createVendor(request, merchant.token);
    const keyResponse = await request.post('/api/settings/api-keys', { headers: bearer(merchant.token), data: { name: 'Scripts' } });
    const apiKey = ((await keyResponse.json()) as { key: string }).key;
    await signIn(page, merchant);
    await openSettings(page, 'webhooks');
    await expect(page.getByText('No endpoints yet.')).toBeVisible();

    const hookPath = `/hooks/${randomUUID()}`;
    const url = `${webhookReceiver.origin}${hookPath}`;
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await add.getByRole('textbox', { name: 'URL' }).fill(url);
    await add.getByRole('textbox', { name: 'Description' }).fill('Order sync');
    await expect(add.getByRole('checkbox', { name: 'Sale completed' })).toBeChecked();
    await add.getByRole('button', { name: 'Add Endpoint' }).click();
    await expectToast(page, 'Endpoint added', 'Copy its signing secret now');
    const endpoint = page.getByRole('region', { name: `Endpoint ${url}` });
    await expect(endpoint).toContainText('Order sync');
    await expect(endpoint).toContainText('sale.completed');
    const secret = (await endpoint.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);

    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await expectToast(page, 'Test event delivered', 'Your endpoint answered HTTP 200.');
    const sale = await request.post('/api/lsl/sale', {
      headers: { 'x-api-key': apiKey },
      data: { sale_id: randomUUID(), user_id: randomUUID(), vendor_id: vendorKey, amount: 300, buyer_name: 'Ann Resident' },
    });
    expect(sale.status(), await sale.text()).toBe(200);
    await expect.poll(() => webhookReceiver.received.filter((delivery) => delivery.path === hookPath).length).toBe(2);

    // What the receiver got is signed with the secret shown (Standard Webhooks: HMAC-SHA256 of id.timestamp.body).
    const got = webhookReceiver.received.filter((delivery) => delivery.path === hookPath);
    expect(got.map((delivery) => (JSON.parse(delivery.body) as { type: string }).type)).toEqual(['webhook.test', 'sale.completed']);
    for (const delivery of got) {
      const signed = `${delivery.headers['webhook-id']}.${delivery.headers['webhook-timestamp']}.${delivery.body}`;
      const expected = createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
        .update(signed)
        .digest('base64');
      expect(delivery.headers['webhook-signature']).toBe(`v1,${expected}`);
    }

    await endpoint.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    const rows = log.getByRole('table', { name: 'Deliveries' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('sale.completed');
    await expect(rows.nth(1)).toContainText('Delivered');
    await expect(rows.nth(1)).toContainText('HTTP 200');
    await expect(rows.nth(2)).toContainText('webhook.test');
    await rows
      .nth(2)
      .getByRole('button', { name: /^Resend webhook\.test event/ })
      .click();
    await expect(log.getByRole('status')).toContainText('Delivered again, webhook.test, HTTP 200: received');
    await expect(rows.nth(2).getByRole('cell').nth(3)).toHaveText('2');
    await expect.poll(() => webhookReceiver.received.filter((delivery) => delivery.path === hookPath).length).toBe(3);
  });

  test('shows the Marketplace URL and salt, records a signed Marketplace sale, and rotates them after confirmation', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);
    await openSettings(page, 'marketplace');
    const url = page.getByLabel('Notification URL', { exact: true });
    await expect(url).toHaveText(/\/api\/marketplace\/ans\/[A-Za-z0-9_-]{32}$/);
    const ansUrl = (await url.textContent())!;
    const salt = (await page.getByLabel('Salt', { exact: true }).textContent())!;
    expect(salt).toMatch(/^[0-9a-f]{32}$/);

    // The Marketplace's call, signed over the query string as sent.
    const query = `TransactionID=${randomUUID()}&PayerKey=${randomUUID()}&PayerName=Mia%20Resident&ItemName=Gown&PaymentGross=450`;
    const hash = createHash('sha1')
      .update(query + salt)
      .digest('hex');
    const path = new URL(ansUrl).pathname;
    const sale = await request.get(`${path}?${query}`, { headers: { 'X-ANS-Verify-Hash': hash } });
    expect(sale.status(), await sale.text()).toBe(200);
    await page.goto('/transactions');
    await page.getByRole('row').filter({ hasText: 'Mia Resident' }).getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('dialog')).toContainText('SL Marketplace');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await openSettings(page, 'marketplace');
    await page.getByRole('button', { name: 'Rotate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace the Marketplace URL and salt?' });
    await dialog.getByRole('button', { name: 'Rotate' }).click();
    await expectToast(page, 'New Marketplace URL and salt', 'Paste both into the Marketplace now');
    await expect(page.getByLabel('Notification URL', { exact: true })).not.toHaveText(ansUrl);
    await expect(page.getByLabel('Salt', { exact: true })).not.toHaveText(salt);
    const refused = await request.get(`${path}?${query}`, { headers: { 'X-ANS-Verify-Hash': hash } });
    expect(refused.status()).toBe(404);
  });

  test('signs out of all sessions: the old token is refused and the user is back at /', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant);
    const browserToken = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
    expect(browserToken).toBeTruthy();
    expect((await request.get('/api/auth/user', { headers: bearer(browserToken ?? '') })).status()).toBe(200);

    await openSettings(page, 'security');
    await page.getByRole('button', { name: 'Sign out of all sessions' }).click();
    await expect(page).toHaveURL(`${appBaseUrl()}/`);
    await expect(page.getByRole('button', { name: 'Vendor Login' })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeNull();

    // Both the browser's token and the one from the earlier API sign-up are refused now.
    for (const token of [browserToken ?? '', merchant.token]) {
      expect((await request.get('/api/auth/user', { headers: bearer(token) })).status()).toBe(401);
    }
    // Signing in again starts a new session.
    await signIn(page, merchant);
  });

  test.describe('deleting the account', () => {
    // Signing in with the deleted account is refused with 401, which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

    test('needs DELETE typed, then signs the user out and removes the sign-in', async ({ page, request }) => {
      const merchant = await signUpMerchantThroughApi(request);
      await signIn(page, merchant);
      await openSettings(page, 'security');

      await page.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toContainText('revokes your API keys');
      await expect(dialog).toContainText('your name, email, profile image and sign-in account');
      await expect(dialog).toContainText('deactivates your vendors');
      const confirm = dialog.getByRole('button', { name: 'Delete Account' });
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel('Type DELETE to confirm').fill('delete');
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await confirm.click();

      await expect(page).toHaveURL(`${appBaseUrl()}/`);
      await expect(page.getByRole('button', { name: 'Vendor Login' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Account deleted' })).toBeVisible();
      expect((await request.get('/api/auth/user', { headers: bearer(merchant.token) })).status()).toBe(401);

      await page.getByRole('button', { name: 'Vendor Login' }).click();
      const signInDialog = page.getByRole('dialog');
      await signInDialog.getByLabel('Email').fill(merchant.email);
      await signInDialog.getByLabel('Password').fill(merchant.password);
      await signInDialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(signInDialog.getByText('Invalid email or password.')).toBeVisible();
    });
  });

  test('screenshots of every tab, light and dark', async ({ page, request }) => {
    // Twenty full-page screenshots.
    test.setTimeout(120_000);
    const merchant = await signUpMerchantThroughApi(request);
    const created = await request.post('/api/settings/api-keys', { headers: bearer(merchant.token) });
    expect(created.status()).toBe(201);
    await signIn(page, merchant);
    for (const tab of ['profile', 'notifications', 'payment', 'security', 'api']) {
      await openSettings(page, tab);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(tab === 'api' ? 'API' : new RegExp(tab, 'i'));
      await saveScreenshots(page, `settings-${tab}`, { colorSchemes: ['light', 'dark'] });
    }
  });
});
