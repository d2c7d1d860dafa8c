import { defineConfig } from '@playwright/test';

/**
 * Browser suites against the real built app: each worker starts its own backend/dist/main.js (embedded PostgreSQL,
 * demo accounts) serving frontend/dist (the appServer fixture, e2e/support/fixtures.ts), so the two workers never
 * share data. Run `npm run build` at the root first.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Two workers (each with its browser and its server) share two cores: a test gets about half of what one worker had.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
