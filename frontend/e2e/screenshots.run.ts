import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { forgiveConsoleErrors } from './support/fixtures';
import {
  allScreens,
  concretePath,
  expectedConsoleErrors,
  SCREEN_WIDTHS,
  screensTest as test,
  settle,
  transitionsEnded,
  waitForScreen,
} from './support/screens';

// Not a test: `npm run screenshots` (playwright.screenshots.config.ts) saves every screen of the app at 375 and 1440 px,
// light and dark, as docs/screenshots/<screen>-<width>-<scheme>.png. The window only, not the whole page, to keep them small.

const OUTPUT = resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const SCHEMES = ['light', 'dark'] as const;

mkdirSync(OUTPUT, { recursive: true });

for (const screen of allScreens()) {
  test(`${screen.name}: ${SCREEN_WIDTHS.map((size) => size.width).join(' and ')} px, ${SCHEMES.join(' and ')}`, async ({
    page,
    demo,
    signInAs,
    consoleErrors,
  }) => {
    await signInAs(screen.who);
    await page.setViewportSize(SCREEN_WIDTHS[0]);
    await page.goto(concretePath(screen.route, demo.params));
    await waitForScreen(page);
    for (const size of SCREEN_WIDTHS) {
      await page.setViewportSize(size);
      await waitForScreen(page);
      for (const colorScheme of SCHEMES) {
        await page.emulateMedia({ colorScheme });
        await settle(page);
        await transitionsEnded(page);
        await page.screenshot({ path: join(OUTPUT, `${screen.name}-${size.width}-${colorScheme}.png`), animations: 'disabled', caret: 'hide' });
      }
    }
    forgiveConsoleErrors(consoleErrors, expectedConsoleErrors(screen.route));
  });
}
