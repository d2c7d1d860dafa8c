import { expect, type Page, test as base } from '@playwright/test';

export interface ConsoleFixtures {
  /** Console errors a test expects (e.g. Chromium's line for a 401 the test provokes); anything else fails the test. */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
}

/** The base URL of the backend started by global-setup.ts. */
export function appBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suites through playwright.config.ts (its globalSetup starts the app).');
  return url;
}

/** Collects the page's console errors and uncaught exceptions, except those matching `allowed`. */
export function watchConsoleErrors(page: Page, allowed: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}

export const test = base.extend<ConsoleFixtures>({
  baseURL: async ({}, use) => {
    await use(appBaseUrl());
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors = watchConsoleErrors(page, allowedConsoleErrors);
      await use(errors);
      expect(errors, 'the page logged console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
