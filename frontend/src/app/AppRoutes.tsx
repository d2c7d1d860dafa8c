import { type ReactElement, Suspense, useState } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';

import { useAuth } from '../auth/auth-context';
import { AccountDeactivatedPage } from '../features/accounts/AccountDeactivatedPage';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { type LazyPage, lazyPage } from './lazy-page';
import { documentTitle, isBuyerPage, pageTitle, SIGNED_IN_ROUTES, type SignedInPath } from './routes';
import { SignInRequired } from './SignInRequired';
import { useDocumentTitle } from './use-document-title';

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage');
const VendorAuthPage = lazyPage(() => import('../features/vendor-auth/VendorAuthPage'), 'VendorAuthPage');
const ClerkTestPage = lazyPage(() => import('../features/clerk-test/ClerkTestPage'), 'ClerkTestPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');
const ResetPasswordPage = lazyPage(() => import('../features/accounts/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('../features/accounts/VerifyEmailPage'), 'VerifyEmailPage');
const BuyerRedeliveryPage = lazyPage(() => import('../features/buyer-redelivery/BuyerRedeliveryPage'), 'BuyerRedeliveryPage');
const AppShell = lazyPage(() => import('./shell/AppShell'), 'AppShell');
const AdminGuard = lazyPage(() => import('./AdminGuard'), 'AdminGuard');
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const VendorsPage = lazyPage(() => import('../features/vendors/VendorsPage'), 'VendorsPage');
const ProductsPage = lazyPage(() => import('../features/products/ProductsPage'), 'ProductsPage');
const PromotionsPage = lazyPage(() => import('../features/promotions/PromotionsPage'), 'PromotionsPage');
const GiftCardsPage = lazyPage(() => import('../features/gift-cards/GiftCardsPage'), 'GiftCardsPage');
const EventsPage = lazyPage(() => import('../features/events/EventsPage'), 'EventsPage');
const EventDetailPage = lazyPage(() => import('../features/events/EventDetailPage'), 'EventDetailPage');
const TransactionsPage = lazyPage(() => import('../features/transactions/TransactionsPage'), 'TransactionsPage');
const CustomersPage = lazyPage(() => import('../features/customers/CustomersPage'), 'CustomersPage');
const CustomerDetailsPage = lazyPage(() => import('../features/customers/CustomerDetailsPage'), 'CustomerDetailsPage');
const ReconciliationPage = lazyPage(() => import('../features/reconciliation/ReconciliationPage'), 'ReconciliationPage');
const PartnersPage = lazyPage(() => import('../features/partners/PartnersPage'), 'PartnersPage');
const BillingPage = lazyPage(() => import('../features/billing/BillingPage'), 'BillingPage');
const RedeliveryPage = lazyPage(() => import('../features/redelivery/RedeliveryPage'), 'RedeliveryPage');
const UpdatesPage = lazyPage(() => import('../features/updates/UpdatesPage'), 'UpdatesPage');
const LslIntegrationPage = lazyPage(() => import('../features/lsl-integration/LslIntegrationPage'), 'LslIntegrationPage');
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const AdminDashboardPage = lazyPage(() => import('../features/admin/AdminDashboardPage'), 'AdminDashboardPage');
const UserManagementPage = lazyPage(() => import('../features/admin/UserManagementPage'), 'UserManagementPage');
const CommissionManagementPage = lazyPage(() => import('../features/admin/CommissionManagementPage'), 'CommissionManagementPage');
const AuditLogsPage = lazyPage(() => import('../features/admin/audit-logs/AuditLogsPage'), 'AuditLogsPage');
const AnalyticsView = lazyPage(() => import('../features/analytics/AnalyticsView'), 'AnalyticsView');
const UserDetailsPage = lazyPage(() => import('../features/admin/users/UserDetailsPage'), 'UserDetailsPage');
const ActivityMonitorPage = lazyPage(() => import('../features/admin/activity-monitor/ActivityMonitorPage'), 'ActivityMonitorPage');

// Each signed-in path's page; the paths and their titles are listed in routes.ts.
const PAGES: Record<SignedInPath, ReactElement> = {
  '/': <DashboardPage />,
  '/vendors': <VendorsPage />,
  '/products': <ProductsPage />,
  '/promotions': <PromotionsPage />,
  '/gift-cards': <GiftCardsPage />,
  '/events': <EventsPage />,
  '/events/:id': <EventDetailPage />,
  '/transactions': <TransactionsPage />,
  '/customers': <CustomersPage />,
  '/customers/:avatarKey': <CustomerDetailsPage />,
  '/reconciliation': <ReconciliationPage />,
  '/partners': <PartnersPage />,
  '/analytics': <AnalyticsView scope="own" />,
  '/redelivery': <RedeliveryPage />,
  '/updates': <UpdatesPage />,
  '/lsl-integration': <LslIntegrationPage />,
  '/billing': <BillingPage />,
  '/settings': <SettingsPage />,
  '/admin': <AdminDashboardPage />,
  '/admin/users': <UserManagementPage />,
  '/admin/users/:id': <UserDetailsPage />,
  '/admin/commissions': <CommissionManagementPage />,
  '/admin/vendors': <VendorsPage />,
  '/admin/audit-logs': <AuditLogsPage />,
  '/admin/analytics': <AnalyticsView scope="platform" />,
  '/admin/activities': <ActivityMonitorPage />,
};

/**
 * Starts loading the app shell and the page at `pathname` (a signed-in route) while the session is still being checked,
 * instead of one after the other once it is: for a visitor who arrives with a stored session.
 */
export function preloadSignedInPage(pathname: string): void {
  const route = SIGNED_IN_ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname) !== null);
  if (!route) return;
  AppShell.preload();
  if ('admin' in route) AdminGuard.preload();
  (PAGES[route.path].type as Partial<Pick<LazyPage<never>, 'preload'>>).preload?.();
}

const pageRoutes = (admin: boolean) =>
  SIGNED_IN_ROUTES.filter((route) => 'admin' in route === admin).map((route) => <Route key={route.path} path={route.path} element={PAGES[route.path]} />);

/** The authentication test page and a buyer's page render at once; every other route waits for the authentication state. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <DocumentTitle />
      <Routes>
        <Route path="/clerk-test" element={<ClerkTestPage />} />
        <Route path="/redeliver/:token" element={<BuyerRedeliveryPage />} />
        <Route path="*" element={<AuthenticatedRoutes />} />
      </Routes>
    </Suspense>
  );
}

/** The browser tab names the page shown, from the route list. */
function DocumentTitle() {
  const { pathname } = useLocation();
  const { isLoaded, isSignedIn } = useAuth();
  const known = isLoaded || pathname === '/clerk-test' || isBuyerPage(pathname);
  useDocumentTitle(known ? documentTitle(pageTitle(pathname, isSignedIn)) : null);
  return null;
}

/** True once `value` has been true while this component was mounted. */
function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/**
 * Signed-out visitors see only the landing page, the test page and the not-found page (docs/product.md, 4.1); a signed-in
 * page opened while signed out shows the landing page with the sign-in open, and the page itself once signed in.
 * Signing out (or a refused token) on a signed-in page goes to the landing page instead, without asking to sign in.
 */
function AuthenticatedRoutes() {
  const { isLoaded, isSignedIn, isDeactivated, mode } = useAuth();
  const signedOutHere = useHasBeenTrue(isSignedIn) && !isSignedIn;
  if (isDeactivated) return <AccountDeactivatedPage />;
  if (!isLoaded) return <FullPageSpinner />;

  return (
    <Routes>
      {/* The built-in sign-in's e-mailed links, signed in or not; with Clerk, Clerk sends its own. */}
      {mode === 'local' ? (
        <>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
        </>
      ) : null}
      {isSignedIn ? (
        <>
          <Route path="/vendor/auth" element={<Navigate to="/" replace />} />
          <Route element={<AppShell />}>
            {pageRoutes(false)}
            <Route element={<AdminGuard />}>{pageRoutes(true)}</Route>
          </Route>
        </>
      ) : (
        <>
          <Route index element={<LandingPage />} />
          <Route path="/vendor/auth" element={<VendorAuthPage />} />
          {SIGNED_IN_ROUTES.filter((route) => route.path !== '/').map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                signedOutHere ? (
                  <Navigate to="/" replace />
                ) : (
                  <SignInRequired>
                    <LandingPage />
                  </SignInRequired>
                )
              }
            />
          ))}
        </>
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
