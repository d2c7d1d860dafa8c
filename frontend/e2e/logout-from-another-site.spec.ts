import { signUpMerchantThroughApi } from './support/accounts';
import { appBaseUrl, expect, test } from './support/fixtures';

const ANOTHER_SITE = 'http://another-site.test/';

test.describe('signing out by navigation', () => {
  for (const [name, rel] of [
    ['a link on another site', ''],
    ['a link on another site that hides its address (rel="noreferrer")', 'noreferrer'],
  ]) {
    test(`${name} reaches /api/logout with the session cookie but signs nobody out`, async ({ page, context, request }) => {
      const merchant = await signUpMerchantThroughApi(request);
      // Signing in through the page's request context leaves the __session cookie in the browser, as the sign-in dialog does.
      const signIn = await context.request.post('/api/auth/local/sign-in', { data: { email: merchant.email, password: merchant.password } });
      expect(signIn.status()).toBe(200);
      const { token } = (await signIn.json()) as { token: string };

      // A top-level GET from another site: the SameSite=Lax cookie travels with it.
      await page.route(ANOTHER_SITE, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><a id="bait" rel="${rel}" href="${appBaseUrl()}/api/logout">Claim your prize</a>` }),
      );
      await page.goto(ANOTHER_SITE);
      const logout = page.waitForRequest((sent) => sent.url().endsWith('/api/logout'));
      await page.locator('#bait').click();
      expect((await (await logout).allHeaders()).cookie).toContain('__session=');
      await expect(page).toHaveURL(`${appBaseUrl()}/`);

      for (const session of [token, merchant.token]) {
        expect((await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${session}` } })).status()).toBe(200);
      }
    });
  }
});
