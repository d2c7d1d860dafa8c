import type { Page } from '@playwright/test';

import { DEMO_MERCHANT, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { cardsUnder, isTruncated, overlappingControls, sidewaysOverflow, wrappedLines } from './support/layout';
import { waitForScreen, watchRequests } from './support/screens';

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

/** Waits for the page's data, then lets cards that measure themselves after a resize (charts, grids) lay out again. */
async function settle(page: Page): Promise<void> {
  await waitForScreen(page);
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Total Sales Today' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'LSL Integration Status' }).getByText('Online', { exact: true })).toBeVisible();
}

async function openLslIntegration(page: Page): Promise<void> {
  await page.goto('/lsl-integration');
  await expect(page.getByRole('list', { name: 'In-world endpoints' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Integration status' })).toContainText('Online');
}

for (const size of WIDTHS) {
  test.describe(`layout at ${size.width} px`, () => {
    test.use({ viewport: size });

    test.beforeEach(async ({ page }) => {
      watchRequests(page);
      await signIn(page, DEMO_MERCHANT);
    });

    test('the dashboard: no control covers another, the add button covers no card, no sideways scroll', async ({ page }) => {
      await openDashboard(page);
      await settle(page);
      expect(await overlappingControls(page)).toEqual([]);
      expect(await cardsUnder(page, page.getByRole('link', { name: 'Add vendor' }))).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
    });

    test('LSL Integration: no control covers another, no sideways scroll, API paths break only at a slash', async ({ page }) => {
      await openLslIntegration(page);
      await settle(page);
      expect(await overlappingControls(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);

      // Each line of a wrapped path starts at a slash: the text is never split inside a word.
      const paths = await wrappedLines(page.getByRole('list', { name: 'In-world endpoints' }).locator('code'));
      expect(paths.length).toBeGreaterThan(5);
      for (const lines of paths) {
        for (const line of lines.slice(1)) expect(line.startsWith('/'), `${lines.join('')} wraps before "${line}"`).toBe(true);
      }
    });

    test('the top bar shows the whole product name', async ({ page }) => {
      const name = page.getByRole('banner').getByText('SL Vendor Platform', { exact: true });
      await expect(name).toBeVisible();
      expect(await isTruncated(name)).toBe(false);
      expect(await overlappingControls(page)).toEqual([]);
    });
  });
}
