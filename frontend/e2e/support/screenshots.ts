import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { expect, type Page } from '@playwright/test';

/** Git-ignored; reviewers look here for the pictures of each screen. */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', '..', '..', 'artifacts', 'screenshots');

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

/** Lets components that measure themselves after a resize (data grids, charts) lay out again before the shot. */
async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150)))));
}

export type ScreenshotColorScheme = 'light' | 'dark';

export interface ScreenshotOptions {
  /**
   * Emulates each scheme in turn and adds it to the file names (`<name>-dark-375.png`); without it the page
   * keeps its current scheme and the names stay `<name>-1440.png`, `<name>-375.png`.
   */
  colorSchemes?: readonly ScreenshotColorScheme[];
}

/** Saves full-page screenshots of the current page at 1440 px and 375 px wide: `<name>-1440.png`, `<name>-375.png` (per scheme with `colorSchemes`). */
export async function saveScreenshots(page: Page, name: string, options: ScreenshotOptions = {}): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const paths: string[] = [];
  const schemes = options.colorSchemes ?? [null];
  for (const scheme of schemes) {
    if (scheme) await page.emulateMedia({ colorScheme: scheme });
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      // Not 'networkidle': the notification bell keeps a live event stream open on every signed-in page.
      await expect(page.locator('.MuiSkeleton-root:visible, [role="progressbar"]:visible')).toHaveCount(0);
      await settleLayout(page);
      const path = join(SCREENSHOT_DIR, `${name}${scheme ? `-${scheme}` : ''}-${size.width}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      paths.push(path);
    }
  }
  if (options.colorSchemes) await page.emulateMedia({ colorScheme: null });
  if (original) await page.setViewportSize(original);
  return paths;
}

/** Fails when the page is wider than a 375 px phone screen (content that scrolls inside its own box is fine). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize(WIDTHS[1]);
  await settleLayout(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (original) await page.setViewportSize(original);
  if (width > WIDTHS[1].width) throw new Error(`The page is ${width} px wide at ${WIDTHS[1].width} px: it scrolls sideways.`);
}
