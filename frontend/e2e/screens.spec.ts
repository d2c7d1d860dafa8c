import type { Page } from '@playwright/test';

import { chooseOption } from './support/controls';
import { expect, forgiveConsoleErrors } from './support/fixtures';
import { overlappingControls, sidewaysOverflow } from './support/layout';
import {
  allScreens,
  axeViolations,
  concretePath,
  expectedConsoleErrors,
  otherTabs,
  type Screen,
  SCREEN_WIDTHS,
  screensTest as test,
  transitionsEnded,
  waitForQuiet,
  waitForScreen,
} from './support/screens';

// Every screen of src/app/routes.ts, the public pages and the main dialogs, at 375 and 1440 px (docs/product.md, 3.1):
// the page never scrolls sideways, no control covers another, and axe finds nothing (WCAG 2.1 A and AA, best practices).

/**
 * Everything wrong with the page as shown now: sideways scroll, overlapping controls, and axe's violations in the
 * light scheme and then the dark one (the scheme follows the system setting, so it switches without a reload).
 */
/**
 * Data grids whose rows are wider than the table: their last columns (the actions) would sit off-screen. A few pixels
 * (the grid rounds its columns' widths and keeps a gap for a scroll bar) hide no content and are allowed.
 */
async function gridsWiderThanTheirTable(page: Page): Promise<string[]> {
  return page.locator('.MuiDataGrid-root').evaluateAll((grids) =>
    grids.flatMap((grid) => {
      const scroller = grid.querySelector('.MuiDataGrid-virtualScroller');
      if (!scroller || scroller.scrollWidth <= scroller.clientWidth + 8) return [];
      const name = grid.querySelector('[role="grid"]')?.getAttribute('aria-label') ?? 'unnamed';
      return [`the table '${name}' scrolls sideways by ${scroller.scrollWidth - scroller.clientWidth} px`];
    }),
  );
}

async function problems(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) found.push(`${where}: the page is ${overflow} px wider than the window`);
  for (const grid of await gridsWiderThanTheirTable(page)) found.push(`${where}: ${grid}`);
  for (const { first, second } of await overlappingControls(page)) found.push(`${where}: ${first} overlaps ${second}`);
  for (const violation of await axeViolations(page)) found.push(`${where}, light: ${violation}`);
  // Only colours change with the scheme.
  await page.emulateMedia({ colorScheme: 'dark' });
  await transitionsEnded(page);
  for (const violation of await axeViolations(page, ['color-contrast'])) found.push(`${where}, dark: ${violation}`);
  await page.emulateMedia({ colorScheme: 'light' });
  await transitionsEnded(page);
  return found;
}

function expectNoProblems(found: string[]): void {
  expect(found.length, `\n${found.join('\n\n')}\n`).toBe(0);
}

const SCREENS = allScreens();

// Axe reads the whole page twice (light, then the dark colours); a data grid page takes seconds on a busy machine.
// Each test only reads (the worker's demo fixture adds its rows once), so the tests spread over both workers.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

for (const size of SCREEN_WIDTHS) {
  test.describe(`every screen at ${size.width} px`, () => {
    test.use({ viewport: size });

    for (const screen of SCREENS) {
      test(`${screen.route} (${screen.who}): fits the width, tables included, no control over another, no axe violations`, async ({
        page,
        demo,
        signInAs,
        consoleErrors,
      }) => {
        await signInAs(screen.who);
        await page.goto(concretePath(screen.route, demo.params));
        await waitForScreen(page);
        const found = await problems(page, screen.route);
        // Each tab of the screen is a screen of its own (Settings sections, Commission Management).
        for (const tab of await otherTabs(page)) {
          await page.getByRole('tab', { name: tab, exact: true }).click();
          await waitForScreen(page);
          found.push(...(await problems(page, `${screen.route}, tab ${tab}`)));
        }
        forgiveConsoleErrors(consoleErrors, expectedConsoleErrors(screen.route));
        expectNoProblems(found);
      });
    }
  });
}

interface DialogCase {
  title: string;
  who: Screen['who'];
  path: string;
  /** Opens the dialog, menu or panel and returns once it shows. */
  open: (page: Page) => Promise<void>;
  /** Checked at 1440 px too; the others only on the phone, where a dialog is tightest (it fills the width and scrolls). */
  wide?: true;
}

const firstRowButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();

const DIALOGS: DialogCase[] = [
  {
    title: 'the sign-in dialog, Sign in and Sign up',
    who: 'signed-out',
    path: '/',
    wide: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Vendor Login' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    title: 'the account menu',
    who: 'merchant',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    title: 'Create New Vendor',
    who: 'merchant',
    path: '/vendors',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Vendor' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Create New Vendor' })).toBeVisible();
    },
  },
  {
    title: 'Add Product',
    who: 'merchant',
    path: '/products',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Product' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
    },
  },
  {
    title: 'New Promotion',
    who: 'merchant',
    path: '/promotions',
    open: async (page) => {
      await page.getByRole('button', { name: 'New promotion' }).first().click();
      await expect(page.getByRole('dialog', { name: 'New Promotion' })).toBeVisible();
    },
  },
  {
    title: 'Issue Gift Card',
    who: 'merchant',
    path: '/gift-cards',
    open: async (page) => {
      await page.getByRole('button', { name: 'Issue gift card' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Issue Gift Card' })).toBeVisible();
    },
  },
  {
    title: 'Create Event',
    who: 'merchant',
    path: '/events',
    open: async (page) => {
      await page.getByRole('button', { name: 'Create Event' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    title: 'the transaction filter panel',
    who: 'merchant',
    path: '/transactions',
    open: async (page) => {
      await page.getByRole('button', { name: /^Filter/ }).click();
      await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    },
  },
  {
    title: 'transaction details',
    who: 'merchant',
    path: '/transactions',
    open: async (page) => {
      await firstRowButton(page, 'View').click();
      await expect(page.getByRole('dialog', { name: /^Transaction #/ })).toBeVisible();
    },
  },
  {
    title: 'redelivery request details',
    who: 'merchant',
    path: '/redelivery',
    open: async (page) => {
      await firstRowButton(page, 'View').click();
      await expect(page.getByRole('dialog', { name: /^Redelivery request #/ })).toBeVisible();
    },
  },
  {
    title: 'Add delivery box',
    who: 'merchant',
    path: '/lsl-integration',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Box' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    title: 'Add a webhook endpoint',
    who: 'merchant',
    path: '/settings?tab=webhooks',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Endpoint' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a webhook endpoint' })).toBeVisible();
    },
  },
  {
    title: 'Update User Role',
    who: 'admin',
    path: '/admin/users',
    open: async (page) => {
      await firstRowButton(page, 'Role').click();
      await expect(page.getByRole('dialog', { name: 'Update User Role' })).toBeVisible();
    },
  },
  {
    title: 'an audit log entry',
    who: 'admin',
    path: '/admin/audit-logs',
    open: async (page) => {
      await firstRowButton(page, 'View details').click();
      await expect(page.getByRole('dialog', { name: /^Audit log entry #/ })).toBeVisible();
    },
  },
];

for (const size of SCREEN_WIDTHS) {
  test.describe(`dialogs at ${size.width} px`, () => {
    test.use({ viewport: size });

    for (const dialog of DIALOGS.filter((candidate) => size.width < 600 || candidate.wide)) {
      test(`${dialog.title} on ${dialog.path}: fits the width, no control over another, no axe violations`, async ({ page, signInAs }) => {
        await signInAs(dialog.who);
        await page.goto(dialog.path);
        await waitForScreen(page);
        await dialog.open(page);
        // Not waitForScreen: an open dialog or menu hides the page's headings from assistive technology.
        await waitForQuiet(page);
        const found = await problems(page, dialog.title);
        const signUp = page.getByRole('dialog').getByRole('tab', { name: 'Sign up' });
        if (await signUp.isVisible()) {
          await signUp.click();
          await waitForQuiet(page);
          found.push(...(await problems(page, `${dialog.title}, Sign up`)));
        }
        expectNoProblems(found);
      });
    }

    if (size.width < 900) {
      test('the navigation drawer: fits the width, no control over another, no axe violations', async ({ page, signInAs }) => {
        await signInAs('admin');
        await page.goto('/');
        await waitForScreen(page);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
        await waitForQuiet(page);
        expectNoProblems(await problems(page, 'the navigation drawer'));
      });
    }
  });
}

/** The lists the issue named, as the user who sees them: below 600 px each row is a card with its facts and actions on screen. */
const PHONE_LISTS = [
  { path: '/transactions', list: 'Transactions', who: 'merchant', status: /Completed|Refunded|Pending|Failed/, actions: ['View'] },
  { path: '/products', list: 'Products', who: 'merchant', status: /Active|Inactive/, actions: ['Edit', 'Delete'] },
  { path: '/redelivery', list: 'Redelivery requests', who: 'merchant', status: /Pending|Assigned|Completed|Failed/, actions: ['View'] },
  { path: '/admin/users', list: 'Users', who: 'admin', status: /Active|Inactive/, actions: ['Role'] },
] as const;

test.describe('lists on a 375 px phone', () => {
  test.use({ viewport: SCREEN_WIDTHS[0] });

  for (const phoneList of PHONE_LISTS) {
    test(`${phoneList.path}: each row is a card with its status and actions inside the window, no grid`, async ({ page, signInAs }) => {
      await signInAs(phoneList.who);
      await page.goto(phoneList.path);
      await waitForScreen(page);
      await expect(page.getByRole('grid')).toHaveCount(0);
      const cards = page.getByRole('list', { name: phoneList.list }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      const first = cards.first();
      await expect(first).toContainText(phoneList.status);
      for (const name of phoneList.actions) {
        const box = await first.getByRole('button', { name, exact: true }).boundingBox();
        expect(box, `${name} on the first card`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(SCREEN_WIDTHS[0].width);
      }
      // Everything in the card is inside the window.
      const cardBox = await first.boundingBox();
      expect(cardBox!.x).toBeGreaterThanOrEqual(0);
      expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(SCREEN_WIDTHS[0].width);
    });
  }

  test('/transactions: the cards page and sort through the server, like the grid', async ({ page, signInAs }) => {
    await signInAs('merchant');
    await page.goto('/transactions');
    await waitForScreen(page);
    const cards = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    const titles = cards.locator('[data-field="title"]');
    await expect(cards).toHaveCount(25);
    await expect(page.getByText(/^1–25 of \d/)).toBeVisible();
    const pageOne = await titles.allTextContents();

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(/^26–50 of \d/)).toBeVisible();
    await waitForQuiet(page);
    await expect(cards).toHaveCount(25);
    expect(await titles.allTextContents()).not.toEqual(pageOne);

    // Sort by amount: largest first (the grid's first direction), then reversed.
    const amounts = async () => (await cards.locator('[data-field="amount"]').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
    await chooseOption(page, 'Sort by', 'Amount');
    await waitForQuiet(page);
    const descending = await amounts();
    expect(descending).toHaveLength(25);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Descending: sort ascending' }).click();
    await waitForQuiet(page);
    const ascending = await amounts();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBeLessThan(descending[0]);
  });
});
