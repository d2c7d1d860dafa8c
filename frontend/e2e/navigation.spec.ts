import { DEMO_MERCHANT, signIn, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('routing', () => {
  test('an unknown path shows the not-found page, with a way back to the landing page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · SL Vendor Platform');

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Vendor Login' })).toBeVisible();
  });

  test('signed in, an unknown path shows the not-found page with a link to the dashboard', async ({ page }) => {
    await signIn(page, DEMO_MERCHANT);
    await page.goto('/vendors/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('each page names itself in the browser tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Vendor Login' })).toBeVisible();
    await expect(page).toHaveTitle('SL Vendor Platform');

    await signIn(page, DEMO_MERCHANT);
    await expect(page).toHaveTitle('Dashboard · SL Vendor Platform');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Vendors', 'LSL Integration', 'Transactions']) {
      await nav.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${name} · SL Vendor Platform`);
    }
    // A reload keeps the name.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Transactions · SL Vendor Platform');
  });

  test('robots.txt is a plain text file: the landing page allowed, the signed-in pages and the API not', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const rules = (await response.text()).split('\n');
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Allow: /$');
    for (const path of ['/api/', '/vendors', '/products', '/lsl-integration', '/settings', '/admin']) expect(rules).toContain(`Disallow: ${path}`);
  });

  test('a non-admin opening /admin sees Access Denied and lands on /', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/admin');
    const toast = page.getByRole('alert').filter({ hasText: 'Access Denied' });
    await expect(toast).toContainText('You need admin privileges to access this page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test("at 375 px the Access Denied toast leaves the navigation drawer's Settings link uncovered", async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const merchant = await signUpMerchantThroughApi(request);
    await signIn(page, merchant, '/admin');
    const toast = page.getByRole('alert').filter({ hasText: 'Access Denied' });
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    await page.getByRole('button', { name: 'Open menu' }).click();
    const settings = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' });
    await expect(settings).toBeVisible();
    const linkBox = (await settings.boundingBox())!;
    const overlaps =
      toastBox.x < linkBox.x + linkBox.width &&
      linkBox.x < toastBox.x + toastBox.width &&
      toastBox.y < linkBox.y + linkBox.height &&
      linkBox.y < toastBox.y + toastBox.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)}, Settings ${JSON.stringify(linkBox)}`).toBe(false);
  });

  test('the authentication test page shows the state, the user id and the host', async ({ page }) => {
    await page.goto('/clerk-test');
    const state = page.getByRole('table', { name: 'Authentication state' });
    await expect(state.getByRole('row', { name: /Loaded/ })).toContainText('Yes');
    await expect(state.getByRole('row', { name: /Signed in/ })).toContainText('No');
    await expect(state.getByRole('row', { name: /Host/ })).toContainText('127.0.0.1');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await signIn(page, DEMO_MERCHANT);
    await page.goto('/clerk-test');
    await expect(state.getByRole('row', { name: /Signed in/ })).toContainText('Yes');
    await expect(state.getByRole('row', { name: /User ID/ })).not.toContainText('None');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

test.describe('mobile drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens from the hamburger and closes on the backdrop, the close button and a route change', async ({ page }) => {
    await signIn(page, DEMO_MERCHANT);
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const closeMenu = page.getByRole('button', { name: 'Close menu' });
    await expect(openMenu).toBeVisible();
    await expect(closeMenu).toBeHidden();

    await openMenu.click();
    await expect(closeMenu).toBeVisible();
    // The backdrop covers the page to the right of the 264 px drawer.
    await page.mouse.click(340, 400);
    await expect(closeMenu).toBeHidden();

    await openMenu.click();
    await expect(closeMenu).toBeVisible();
    await closeMenu.click();
    await expect(closeMenu).toBeHidden();

    await openMenu.click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(closeMenu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  });
});
