import type { Page } from '@playwright/test';

import { signInThroughModal, signUpMerchantThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { linkTokenFromMail } from './support/mail';

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Vendor Login' })).toBeVisible();
}

async function signInExpectingRefusal(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Vendor Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');
}

test.describe('Accounts of the built-in sign-in', () => {
  // The wrong old password (401) and the second use of the link (400) are refused on purpose; Chromium logs both.
  test.use({ allowedConsoleErrors: [/status of (400|401) \((Bad Request|Unauthorized)\)/] });
  // Each test signs in several times (every password check is a deliberately slow hash) on a machine shared by other runs.
  test.describe.configure({ timeout: 60_000 });

  test('forgot password: the e-mailed link sets a new password and signs in, once', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await page.goto('/');
    await page.getByRole('button', { name: 'Vendor Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(merchant.email);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(merchant.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText('If an account uses this address, we sent it a link to choose a new password.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to sign in' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The sign-up's verification e-mail is the first to this address, the reset link the second.
    const token = await linkTokenFromMail(merchant.email, '/reset-password', 2);
    await page.goto(`/reset-password?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The token leaves the address bar.
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page).toHaveTitle('Reset password · SL Vendor Platform');
    await page.getByLabel('New password', { exact: true }).fill('Renewed-Password-1');
    await page.getByLabel('Confirm new password').fill('Renewed-Password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    // Both at once: the toast shows for 5 s, which a slow dashboard load could use up before it is looked for.
    await Promise.all([
      expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(),
      expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible(),
    ]);

    await signOut(page);
    await signInExpectingRefusal(page, merchant.email, merchant.password);
    await signInThroughModal(page, { email: merchant.email, password: 'Renewed-Password-1' });
    await signOut(page);

    // The link works once.
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New password', { exact: true }).fill('Another-Password-2');
    await page.getByLabel('Confirm new password').fill('Another-Password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This reset link has already been used. Ask for a new one with "Forgot password?".')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('a new account is asked to verify its e-mail until the link is opened', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signInThroughModal(page, merchant);
    const notice = page.getByRole('region', { name: 'E-mail verification' });
    await expect(notice).toContainText(`Please verify your e-mail address: open the link we sent to ${merchant.email}.`);

    const token = await linkTokenFromMail(merchant.email, '/verify-email');
    await page.goto(`/verify-email?token=${token}`);
    await expect(page.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible();
    await expect(page.getByText(`Thank you: ${merchant.email} is verified.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);

    await page.goto('/settings?tab=security');
    await expect(page.getByRole('heading', { name: 'Sign-in e-mail' })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  });

  test('Settings → Security changes the password and keeps this session signed in', async ({ page, request }) => {
    const merchant = await signUpMerchantThroughApi(request);
    await signInThroughModal(page, merchant);
    await page.goto('/settings?tab=security');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(merchant.password);
    await form.getByLabel('New password', { exact: true }).fill('Changed-Password-3');
    await form.getByLabel('Confirm new password').fill('Changed-Password-3');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toContainText('Your other sessions were signed out.');

    // The token held by the API client from the sign-up is one of the other sessions.
    const old = await request.get('/api/auth/user', { headers: { authorization: `Bearer ${merchant.token}` } });
    expect(old.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await signOut(page);
    await signInThroughModal(page, { email: merchant.email, password: 'Changed-Password-3' });
  });
});
