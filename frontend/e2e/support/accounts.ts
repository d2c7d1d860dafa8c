import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

export const DEMO_MERCHANT: Credentials = { email: 'merchant@demo.test', password: 'DemoMerchant123!' };
export const DEMO_ADMIN: Credentials = { email: 'admin@demo.test', password: 'DemoAdmin123!' };

/** Where the built-in sign-in keeps its token (src/auth/local/token-store.ts). */
export const TOKEN_KEY = 'sl-vendor-platform.auth-token';

/** Signs in through the built-in provider's API and returns the session token the sign-in dialog would keep. */
export async function signInThroughApi(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await request.post('/api/auth/local/sign-in', { data: { email: credentials.email, password: credentials.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Keeps `token` for the page's next load, as the sign-in dialog does; only once, so a later sign-out stays signed out. */
export async function keepSessionToken(page: Page, token: string): Promise<void> {
  const once = `e2e-session-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ([key, value, marker]) => {
      try {
        if (window.sessionStorage.getItem(marker)) return;
        window.sessionStorage.setItem(marker, '1');
        window.localStorage.setItem(key, value);
      } catch {
        // A page without storage (about:blank).
      }
    },
    [TOKEN_KEY, token, once] as const,
  );
}

/**
 * Signs in without the dialog (auth.spec.ts and accounts.spec.ts test the dialog itself): the token comes from the sign-in
 * API and is kept the way the dialog keeps it, then `path` opens with the signed-in shell.
 */
export async function signIn(page: Page, credentials: Credentials, path = '/'): Promise<void> {
  await keepSessionToken(page, await signInThroughApi(page.request, credentials));
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

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
