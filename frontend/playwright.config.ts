import { defineConfig } from '@playwright/test';

/**
 * Browser suites against the real built app: each worker starts its own backend/dist/main.js (embedded PostgreSQL,
 * demo accounts) serving frontend/dist (the appServer fixture, e2e/support/fixtures.ts), so workers never share data.
 * One worker by default: `npm test` runs the suites in two Playwright runs beside its other phases, which keep the
 * second core busy (scripts/run-tests.js, docs/decisions/0082-test-speed.md); PLAYWRIGHT_WORKERS sets more where there
 * are cores for them. Run `npm run build` at the root first.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: Number(process.env.PLAYWRIGHT_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: true,
  // One retry: on a loaded 2-core machine a click can still be lost to a redraw. A test that passes only on its retry is
  // listed as flaky at the end of the run (and in npm test's summary), so it is seen and fixed, not hidden.
  retries: 1,
  // A test's budget on a shared 2-core machine, with room for a second worker.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1440, height: 900 },
    // No trace by default: recording one (its screencast above all) doubled the browser's CPU time on every test, passed
    // or not. `npx playwright test --trace retain-on-failure` records them when a failure needs one.
    trace: 'off',
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
