import { expect, type Page, test as base } from '@playwright/test';

import { type AppServer, startAppServer } from './app-server';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

export interface ConsoleFixtures {
  /** Console errors a test expects (e.g. Chromium's line for a 401 the test provokes); anything else fails the test. */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
}

export interface WorkerFixtures {
  /** This worker's own backend and database (demo data included): no suite sees another worker's changes. */
  appServer: AppServer;
  /** A merchant's webhook receiver on loopback, which this worker's app may call (WEBHOOK_ALLOWED_ORIGINS). */
  webhookReceiver: WebhookReceiver;
}

/** The base URL of this worker's backend (the appServer fixture). */
export function appBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suites through playwright.config.ts (each worker starts its app).');
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

/** Takes the lines a test expects out of the consoleErrors fixture's list, which fails the test on any left. */
export function forgiveConsoleErrors(errors: string[], expected: RegExp[]): void {
  const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
  errors.splice(0, errors.length, ...unexpected);
}

export const test = base.extend<ConsoleFixtures, WorkerFixtures>({
  webhookReceiver: [
    async ({}, use) => {
      const receiver = await startWebhookReceiver();
      await use(receiver);
      await receiver.stop();
    },
    { scope: 'worker' },
  ],
  appServer: [
    async ({ webhookReceiver }, use) => {
      const server = await startAppServer({ WEBHOOK_ALLOWED_ORIGINS: webhookReceiver.origin });
      // Each worker is a process of its own: helpers read these (appBaseUrl(), support/mail.ts).
      process.env.E2E_BASE_URL = server.baseUrl;
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    // Migrations and the demo seed on a busy machine.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.baseUrl);
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
