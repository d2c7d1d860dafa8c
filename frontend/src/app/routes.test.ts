import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { documentTitle, isSignedInPage, pageTitle, SIGNED_IN_ROUTES } from './routes';

describe('documentTitle', () => {
  it('puts the page before the product name', () => {
    expect(documentTitle('Vendors')).toBe('Vendors · SL Vendor Platform');
  });

  it('is the product name alone for a page without a name', () => {
    expect(documentTitle(null)).toBe('SL Vendor Platform');
  });
});

describe('pageTitle', () => {
  it('names each signed-in page', () => {
    expect(pageTitle('/', true)).toBe('Dashboard');
    expect(pageTitle('/vendors', true)).toBe('Vendors');
    expect(pageTitle('/lsl-integration', true)).toBe('LSL Integration');
    expect(pageTitle('/events/12', true)).toBe('Event Details');
    expect(pageTitle('/admin/users', true)).toBe('User Management');
    expect(pageTitle('/clerk-test', true)).toBe('Authentication test');
  });

  it('ignores a trailing slash, as the router does', () => {
    expect(pageTitle('/vendors/', true)).toBe('Vendors');
  });

  it('gives a signed-out visitor the landing page, the sign-in on signed-in pages and the public pages', () => {
    expect(pageTitle('/', false)).toBeNull();
    expect(pageTitle('/vendors', false)).toBe('Sign in');
    expect(pageTitle('/events/12', false)).toBe('Sign in');
    expect(pageTitle('/vendor/auth', false)).toBe('Vendor sign in');
    expect(pageTitle('/clerk-test', false)).toBe('Authentication test');
  });

  it('calls an unknown path not found, signed in or out', () => {
    expect(pageTitle('/no-such-page', true)).toBe('Page Not Found');
    expect(pageTitle('/no-such-page', false)).toBe('Page Not Found');
    expect(pageTitle('/vendors/extra/parts', false)).toBe('Page Not Found');
  });
});

describe('isSignedInPage', () => {
  it('knows every signed-in page except the dashboard, whose path is the landing page', () => {
    expect(isSignedInPage('/')).toBe(false);
    for (const route of SIGNED_IN_ROUTES.filter(({ path }) => path !== '/')) {
      expect(isSignedInPage(route.path.replace(':id', '7')), route.path).toBe(true);
    }
    expect(isSignedInPage('/vendor/auth')).toBe(false);
    expect(isSignedInPage('/no-such-page')).toBe(false);
  });
});

describe('robots.txt', () => {
  const robots = readFileSync(resolve(import.meta.dirname, '..', '..', 'public', 'robots.txt'), 'utf8');
  const rules = robots.split('\n').map((line) => line.trim());

  it('keeps crawlers out of the API and every signed-in page, and lets them read the landing page', () => {
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Allow: /$');
    expect(rules).toContain('Disallow: /api/');
    const disallowed = rules.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const route of SIGNED_IN_ROUTES.filter(({ path }) => path !== '/')) {
      expect(
        disallowed.some((prefix) => route.path.startsWith(prefix)),
        `${route.path} is not disallowed`,
      ).toBe(true);
    }
  });

  it('does not shut out the public pages', () => {
    const disallowed = rules.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const path of ['/', '/vendor/auth']) expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
  });
});
