import { expect, test, watchConsoleErrors } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';

test.describe('landing page', () => {
  test('shows the header, hero, six features, statistics, call to action and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Vendor Login' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Selling Today' })).toBeVisible();

    const features = page.getByRole('article');
    await expect(features).toHaveCount(6);
    for (const name of [
      'Unified Vendor Management',
      'Real-time Analytics',
      'LSL Integration',
      'High-Traffic Support',
      'Secure Transactions',
      'Easy Redeliveries',
    ]) {
      await expect(features.getByRole('heading', { name, exact: true })).toBeVisible();
    }

    const statistics = page.getByRole('region', { name: 'Platform statistics' });
    for (const [value, label] of [
      ['50K+', 'Users Supported'],
      ['L$2M+', 'Transactions Processed'],
      ['99.9%', 'Uptime'],
      ['24/7', 'Support'],
    ]) {
      await expect(statistics.getByText(value, { exact: true })).toBeVisible();
      await expect(statistics.getByText(label, { exact: true })).toBeVisible();
    }

    await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('SL Vendor Platform');
  });

  test('Vendor Login and Start Selling Today open the same sign-in modal', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Vendor Login' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Sign up' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Start Selling Today' }).click();
    await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  });

  test('Get Started Free goes to /vendor/auth, which opens sign-in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(/\/vendor\/auth$/);
    await expect(page.getByRole('dialog').getByLabel('Password')).toBeVisible();
  });

  test('follows the system colour scheme, light or dark', async ({ page }) => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Selling Today' })).toBeVisible();
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).not.toBe(light);
    await saveScreenshots(page, 'landing-dark');
  });

  test('screenshots at 1440 px and 375 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Selling Today' })).toBeVisible();
    const paths = await saveScreenshots(page, 'landing');
    expect(paths.map((path) => path.split('/').pop())).toEqual(['landing-1440.png', 'landing-375.png']);
  });
});

test('the console check records console errors and uncaught exceptions, except allowed ones', async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL });
  const errors = watchConsoleErrors(page, [/expected noise/]);
  await page.goto('/');
  await page.evaluate(() => {
    console.error('expected noise');
    console.error('a real problem');
    setTimeout(() => {
      throw new Error('thrown later');
    });
  });
  await expect.poll(() => errors.length).toBe(2);
  expect(errors).toEqual(['a real problem', 'Uncaught: thrown later']);
  await page.close();
});
