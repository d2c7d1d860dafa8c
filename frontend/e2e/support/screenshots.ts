import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** Git-ignored; reviewers look here for the pictures of each screen. */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', '..', '..', 'artifacts', 'screenshots');

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

/** Saves full-page screenshots of the current page at 1440 px and 375 px wide: `<name>-1440.png`, `<name>-375.png`. */
export async function saveScreenshots(page: Page, name: string): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const paths: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle');
    const path = join(SCREENSHOT_DIR, `${name}-${size.width}.png`);
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    paths.push(path);
  }
  if (original) await page.setViewportSize(original);
  return paths;
}
