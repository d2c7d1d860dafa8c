import { defineConfig } from '@playwright/test';

import base from './playwright.config';

/** `npm run screenshots`: the screenshot runner (e2e/screenshots.run.ts) against the same built app as the suites. */
export default defineConfig({
  ...base,
  testMatch: 'screenshots.run.ts',
  // One server: every screenshot shows the same demo data.
  workers: 1,
  timeout: 60_000,
});
