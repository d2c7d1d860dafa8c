import { DEMO_ADMIN, DEMO_MERCHANT, signInThroughModal, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';

const MAIN_ITEMS = [
  'Dashboard',
  'Vendors',
  'Products',
  'Promotions',
  'Gift Cards',
  'Events',
  'Transactions',
  'Customers',
  'Reconciliation',
  'Partners',
  'Analytics',
  'Redelivery',
  'Updates',
  'LSL Integration',
  'Billing',
];
const ADMIN_ITEMS = ['Admin Dashboard', 'User Management', 'Commission Settings'];

test.describe('signing in and out', () => {
  test('the demo merchant signs in through the Vendor Login modal and gets the shell', async ({ page }) => {
    await signInThroughModal(page, DEMO_MERCHANT);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText([...MAIN_ITEMS, 'Settings']);
    await expect(nav.getByText('Administration')).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('SL Vendor Platform');
    await expect(page.getByRole('banner').getByText('Beta', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // The token survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('the admin also sees the Administration section', async ({ page }) => {
    await signInThroughModal(page, DEMO_ADMIN);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('Administration', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText([...MAIN_ITEMS, ...ADMIN_ITEMS, 'Settings']);

    await saveScreenshots(page, 'shell-admin');

    await nav.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  });

  test('signing out from the user menu goes back to the landing page', async ({ page }) => {
    await signInThroughModal(page, DEMO_MERCHANT);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Vendor Login' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Vendor Login' })).toBeVisible();
  });

  test('a new merchant signs up through the modal', async ({ page }) => {
    const email = `new-merchant-${Date.now()}@e2e.test`;
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Selling Today' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Sign up' }).click();
    await dialog.getByLabel('First name').fill('Nora');
    await dialog.getByLabel('Last name').fill('Newcomer');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('NewMerchant123!');
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('Nora Newcomer');
    await expect(page.getByRole('menu')).toContainText(email);
  });

  test('a signed-out visitor opening a signed-in page is asked to sign in and then lands on that page', async ({ page }) => {
    await page.goto('/vendors');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    // Behind the dialog: the landing page, not the signed-in page nor a 404.
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Vendor Login', includeHidden: true })).toHaveCount(1);
    await expect(page).toHaveTitle('Sign in · SL Vendor Platform');

    await dialog.getByLabel('Email').fill(DEMO_MERCHANT.email);
    await dialog.getByLabel('Password').fill(DEMO_MERCHANT.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/vendors$/);
    await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
    await expect(page.getByText('Manage your vendor locations and settings')).toBeVisible();
    await expect(page).toHaveTitle('Vendors · SL Vendor Platform');
  });

  test('a deep link keeps its query through the sign-in, and closing the dialog leaves the landing page', async ({ page }) => {
    await page.goto('/settings?tab=api');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Start Selling Today' })).toBeVisible();

    await page.getByRole('button', { name: 'Vendor Login' }).click();
    await dialog.getByLabel('Email').fill(DEMO_MERCHANT.email);
    await dialog.getByLabel('Password').fill(DEMO_MERCHANT.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\?tab=api$/);
    await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
  });

  test('signing up from a deep link lands on the page asked for', async ({ page }) => {
    await page.goto('/lsl-integration');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Sign up' }).click();
    await dialog.getByLabel('First name').fill('Dee');
    await dialog.getByLabel('Last name').fill('Linker');
    await dialog.getByLabel('Email').fill(`deep-link-${Date.now()}@e2e.test`);
    await dialog.getByLabel('Password').fill('DeepLink123!');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/lsl-integration$/);
    await expect(page.getByRole('heading', { name: 'LSL Integration', level: 1 })).toBeVisible();
  });

  test.describe('the API messages', () => {
    // Chromium logs each refused request as a console error; these tests provoke exactly those.
    test.use({ allowedConsoleErrors: [/status of (401|409) \((Unauthorized|Conflict)\)/] });

    test('a wrong password shows the API message', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Vendor Login' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill(DEMO_MERCHANT.email);
      await dialog.getByLabel('Password').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');

      // Reopened, the dialog starts clean; the right password then signs in.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Vendor Login' }).click();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await dialog.getByLabel('Password').fill(DEMO_MERCHANT.password);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    });

    test('signing up with a taken email shows the API message', async ({ page, request }) => {
      const existing = await signUpMerchantThroughApi(request);
      await page.goto('/');
      await page.getByRole('button', { name: 'Vendor Login' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Sign up' }).click();
      await dialog.getByLabel('First name').fill('Copy');
      await dialog.getByLabel('Last name').fill('Cat');
      await dialog.getByLabel('Email').fill(existing.email);
      await dialog.getByLabel('Password').fill('Another123!');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('An account with this email already exists.');
    });

    test('a stored token the API refuses signs the user out', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => window.localStorage.setItem('sl-vendor-platform.auth-token', 'not-a-valid-token'));
      await page.goto('/settings');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Vendor Login' })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('sl-vendor-platform.auth-token'))).toBeNull();
    });
  });
});
