import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';

import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../../src/app/routes';
import { DEMO_ADMIN, DEMO_MERCHANT, signInThroughApi, TOKEN_KEY } from './accounts';
import { test } from './fixtures';

// Every screen of the app, for the suites that check all of them (layout, accessibility, screenshots).

export const SCREEN_WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

export type ScreenWidth = (typeof SCREEN_WIDTHS)[number];

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface Screen {
  /** Names the screen in screenshot files: the path's parts joined by '-' ('admin-users'), 'dashboard' for the signed-in '/'. */
  name: string;
  /** The route as src/app/routes.ts lists it ('/events/:id'); concretePath gives the address to open. */
  route: string;
  who: 'signed-out' | 'merchant' | 'admin';
}

/** 'admin-users' for '/admin/users', 'events-details' for '/events/:id'; the signed-in '/' is the dashboard. */
export function screenName(route: string, signedIn: boolean): string {
  const parts = route.split('/').filter(Boolean);
  const slug = parts.map((part) => (part.startsWith(':') ? 'details' : part)).join('-');
  return slug || (signedIn ? 'dashboard' : 'landing');
}

/** Real values for the parameters of signed-in routes, taken from the demo data. */
export interface RouteParams {
  eventId: number;
  userId: string;
  /** One of the demo merchant's buyers. */
  avatarKey: string;
}

/** The address to open for a route of src/app/routes.ts; fails for a parameter this helper does not know yet. */
export function concretePath(route: string, params: RouteParams): string {
  if (!route.includes(':')) return route;
  const values: Record<string, string> = {
    '/events/:id': `/events/${params.eventId}`,
    '/admin/users/:id': `/admin/users/${params.userId}`,
    '/customers/:avatarKey': `/customers/${params.avatarKey}`,
    // A link no terminal made: the page's message for an unknown link.
    '/redeliver/:token': '/redeliver/no-such-link',
  };
  const path = values[route];
  if (!path) throw new Error(`No real value for the parameters of ${route}: add one to concretePath in e2e/support/screens.ts.`);
  return path;
}

/**
 * Console errors a screen logs on purpose, by route: Chromium logs the API's 404 for the unknown link the buyer's page
 * is opened at (concretePath), which the page shows as its message.
 */
const EXPECTED_CONSOLE_ERRORS: Record<string, RegExp[]> = {
  '/redeliver/:token': [/status of 404 \(Not Found\)/],
};

export function expectedConsoleErrors(route: string): RegExp[] {
  return EXPECTED_CONSOLE_ERRORS[route] ?? [];
}

/** Every signed-in route of src/app/routes.ts as the user who may open it, then the landing page, the public routes and the not-found page. */
export function allScreens(): Screen[] {
  const signedIn = SIGNED_IN_ROUTES.map((route): Screen => ({
    name: screenName(route.path, true),
    route: route.path,
    who: 'admin' in route && route.admin ? 'admin' : 'merchant',
  }));
  const publicScreens: Screen[] = [
    { name: 'landing', route: '/', who: 'signed-out' },
    ...PUBLIC_ROUTES.map((route): Screen => ({ name: screenName(route.path, false), route: route.path, who: 'signed-out' })),
    { name: 'not-found', route: '/no-such-page', who: 'signed-out' },
  ];
  return [...signedIn, ...publicScreens];
}

/** The demo data's ids for the routes with parameters: the demo event, and the demo merchant's user id. */
export async function demoRouteParams(request: APIRequestContext, merchantToken: string): Promise<RouteParams> {
  const events = await request.get('/api/events', { headers: bearer(merchantToken) });
  expect(events.status()).toBe(200);
  const [event] = (await events.json()) as { id: number }[];
  const user = await request.get('/api/auth/user', { headers: bearer(merchantToken) });
  expect(user.status()).toBe(200);
  const customers = await request.get('/api/customers?pageSize=1', { headers: bearer(merchantToken) });
  expect(customers.status()).toBe(200);
  const [customer] = ((await customers.json()) as { items: { avatarKey: string }[] }).items;
  return { eventId: event.id, userId: ((await user.json()) as { id: string }).id, avatarKey: customer.avatarKey };
}

/**
 * Gives the demo merchant a promotion and a gift card when they have none, so those lists show rows (and cards on a phone)
 * rather than their empty state.
 */
export async function ensureDemoListsHaveRows(request: APIRequestContext, merchantToken: string): Promise<void> {
  const promotions = await request.get('/api/promotions', { headers: bearer(merchantToken) });
  if (((await promotions.json()) as unknown[]).length === 0) {
    for (const data of [
      { kind: 'coupon', name: 'Spring coupon', percentOff: '10', code: 'SPRING', maxUses: 100 },
      { kind: 'sale', name: 'Weekend sale', amountOff: 50 },
    ]) {
      const response = await request.post('/api/promotions', { headers: bearer(merchantToken), data });
      expect(response.status(), await response.text()).toBe(201);
    }
  }
  const cards = await request.get('/api/gift-cards', { headers: bearer(merchantToken) });
  if (((await cards.json()) as unknown[]).length === 0) {
    const response = await request.post('/api/gift-cards', {
      headers: bearer(merchantToken),
      data: { faceValue: 500, holderName: 'Bea Resident', note: 'Contest prize' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Waits for frames so components that measure themselves after a resize (grids, charts) lay out again. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150)))));
}

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests in flight, except the live event streams (the notification bell's Server-Sent Events stay
 * open, so the page never reaches Playwright's 'networkidle').
 */
export function watchRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    const stream = request.resourceType() === 'eventsource' || (request.headers().accept ?? '').includes('text/event-stream');
    if (!stream) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Resolves once no request has been in flight for 300 ms. */
async function requestsSettled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('Call watchRequests(page) before opening the page.');
  await expect
    .poll(
      async () => {
        if (pending.size > 0) return false;
        await page.waitForTimeout(300);
        return pending.size === 0;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
}

/**
 * Waits until no request is in flight, no skeleton or spinner is left and every transition has ended. A progress bar
 * with a value (an update broadcast's progress) is content, not loading: only bars without aria-valuenow are waited for.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  await requestsSettled(page);
  await expect(page.locator('.MuiSkeleton-root:visible, [role="progressbar"]:not([aria-valuenow]):visible')).toHaveCount(0, { timeout: 30_000 });
  await settle(page);
  await transitionsEnded(page);
}

/** Waits until the screen has its data: a heading, then quiet (waitForQuiet). */
export async function waitForScreen(page: Page): Promise<void> {
  // Each page is its own chunk, loaded on demand: give a busy machine time.
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await waitForQuiet(page);
}

/** Resolves once the page's CSS transitions and animations have ended (a colour scheme switch fades colours for 250 ms). */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Endless ones (a spinner) never finish.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** The WCAG 2.1 A and AA rules plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Axe's findings on the page as it is now, one readable paragraph each (rule, impact, help, and each element with why);
 * `rules` limits the run to those rules. Axe runs in the page itself (legacy mode: the app has no frames from another
 * origin, the only reason for the default's second, blank page) and lists every element of a violation but not those
 * that pass: the same checks, in a fifth of the time on a data grid page.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const runOnly = rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: AXE_TAGS };
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ runOnly, resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 8)
      .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
      .join('\n');
    const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes}${more}`;
  });
}

/** The tabs of the screen's tab lists that are not selected, to open in turn (Settings sections, Commission tabs). */
export async function otherTabs(page: Page): Promise<string[]> {
  return page.locator('[role="tablist"] [role="tab"][aria-selected="false"]').evaluateAll((tabs) => tabs.map((tab) => tab.textContent?.trim() ?? ''));
}

interface Demo {
  merchantToken: string;
  adminToken: string;
  params: RouteParams;
}

/**
 * The suite's test with the demo accounts signed in once per worker, through the API; `signInAs` stores the token in
 * the page the way the sign-in dialog does, so each screen opens directly.
 */
export const screensTest = test.extend<{ signInAs: (who: Screen['who']) => Promise<void> }, { demo: Demo }>({
  demo: [
    async ({ playwright, appServer }, use) => {
      const request = await playwright.request.newContext({ baseURL: appServer.baseUrl });
      const merchantToken = await signInThroughApi(request, DEMO_MERCHANT);
      const adminToken = await signInThroughApi(request, DEMO_ADMIN);
      await ensureDemoListsHaveRows(request, merchantToken);
      const params = await demoRouteParams(request, merchantToken);
      await request.dispose();
      await use({ merchantToken, adminToken, params });
    },
    { scope: 'worker' },
  ],
  signInAs: async ({ page, demo }, use) => {
    watchRequests(page);
    await use(async (who) => {
      if (who === 'signed-out') return;
      const token = who === 'admin' ? demo.adminToken : demo.merchantToken;
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    });
  },
});
