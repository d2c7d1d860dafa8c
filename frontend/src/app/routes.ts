import { matchPath } from 'react-router';

import { PRODUCT_NAME } from './product';

export interface SignedInRoute {
  path: string;
  /** The page's name in the browser tab. */
  title: string;
  /** Behind the admin guard. */
  admin?: boolean;
}

/** Every page of the signed-in app; AppRoutes renders them, and a signed-out visitor opening one is asked to sign in. */
export const SIGNED_IN_ROUTES = [
  { path: '/', title: 'Dashboard' },
  { path: '/vendors', title: 'Vendors' },
  { path: '/products', title: 'Products' },
  { path: '/promotions', title: 'Promotions' },
  { path: '/gift-cards', title: 'Gift Cards' },
  { path: '/events', title: 'Events' },
  { path: '/events/:id', title: 'Event Details' },
  { path: '/transactions', title: 'Transactions' },
  { path: '/customers', title: 'Customers' },
  { path: '/customers/:avatarKey', title: 'Customer' },
  { path: '/reconciliation', title: 'Reconciliation' },
  { path: '/partners', title: 'Partners' },
  { path: '/analytics', title: 'Analytics' },
  { path: '/redelivery', title: 'Redelivery' },
  { path: '/updates', title: 'Updates' },
  { path: '/lsl-integration', title: 'LSL Integration' },
  { path: '/billing', title: 'Billing' },
  { path: '/settings', title: 'Settings' },
  { path: '/admin', title: 'Admin Dashboard', admin: true },
  { path: '/admin/users', title: 'User Management', admin: true },
  { path: '/admin/users/:id', title: 'User Details', admin: true },
  { path: '/admin/commissions', title: 'Commission Settings', admin: true },
  { path: '/admin/vendors', title: 'All Vendors', admin: true },
  { path: '/admin/audit-logs', title: 'Audit Logs', admin: true },
  { path: '/admin/analytics', title: 'Platform Analytics', admin: true },
  { path: '/admin/activities', title: 'Activity Monitor', admin: true },
] as const satisfies readonly SignedInRoute[];

export type SignedInPath = (typeof SIGNED_IN_ROUTES)[number]['path'];

/**
 * The pages a signed-out visitor can open; '/' is the landing page. Those marked `signedInToo` show the same page to a
 * signed-in user (the e-mailed links of the built-in sign-in may be opened in either state).
 */
export const PUBLIC_ROUTES = [
  { path: '/vendor/auth', title: 'Vendor sign in' },
  { path: '/clerk-test', title: 'Authentication test', signedInToo: true },
  { path: '/reset-password', title: 'Reset password', signedInToo: true },
  { path: '/verify-email', title: 'Verify e-mail', signedInToo: true },
  // A buyer's web link from a terminal or vendor: no sign-in at all (docs/product.md, 3.5c).
  { path: '/redeliver/:token', title: 'Your purchases', signedInToo: true },
] as const;

/** The buyer's page: shown at once, without waiting for the sign-in state. */
export const BUYER_REDELIVERY_PATH = '/redeliver/:token';

export function isBuyerPage(pathname: string): boolean {
  return matchPath({ path: BUYER_REDELIVERY_PATH, end: true }, pathname) !== null;
}

export const NOT_FOUND_TITLE = 'Page Not Found';
export const SIGN_IN_TITLE = 'Sign in';

function findRoute<Route extends { path: string }>(routes: readonly Route[], pathname: string): Route | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** A signed-in page other than the dashboard, whose path is also the landing page's. */
export function isSignedInPage(pathname: string): boolean {
  return pathname !== '/' && findRoute(SIGNED_IN_ROUTES, pathname) !== undefined;
}

/**
 * The name of what `pathname` shows: the page for a signed-in user; for a signed-out visitor the landing page (no name),
 * the sign-in it asks for on a signed-in page, or a public page.
 */
export function pageTitle(pathname: string, signedIn: boolean): string | null {
  const publicRoute = findRoute(PUBLIC_ROUTES, pathname);
  if (signedIn) {
    // Signed in, /vendor/auth goes to the dashboard; /clerk-test and the e-mailed links' pages stay.
    if (publicRoute && 'signedInToo' in publicRoute) return publicRoute.title;
    return findRoute(SIGNED_IN_ROUTES, pathname)?.title ?? NOT_FOUND_TITLE;
  }
  if (pathname === '/') return null;
  if (publicRoute) return publicRoute.title;
  return isSignedInPage(pathname) ? SIGN_IN_TITLE : NOT_FOUND_TITLE;
}

/** 'Vendors · SL Vendor Platform'; the product name alone for a page without a name. */
export function documentTitle(page: string | null): string {
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
