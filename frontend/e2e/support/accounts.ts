import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

export const DEMO_MERCHANT: Credentials = { email: 'merchant@demo.test', password: 'DemoMerchant123!' };
export const DEMO_ADMIN: Credentials = { email: 'admin@demo.test', password: 'DemoAdmin123!' };

/** Opens the landing page, signs in through the Vendor Login modal and waits for the signed-in shell. */
export async function signInThroughModal(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Vendor Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(credentials.email);
  await dialog.getByLabel('Password').fill(credentials.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

let counter = 0;

/** A fresh merchant account created through the API (not the UI), for tests that need their own user. */
export async function signUpMerchantThroughApi(request: APIRequestContext): Promise<Credentials & { firstName: string; lastName: string; token: string }> {
  counter += 1;
  const account = {
    email: `merchant-${Date.now()}-${counter}@e2e.test`,
    password: 'E2eMerchant123!',
    firstName: 'Test',
    lastName: `Merchant ${counter}`,
  };
  const response = await request.post('/api/auth/local/sign-up', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { ...account, token };
}
