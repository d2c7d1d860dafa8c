import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { lazyPage } from './lazy-page';

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage');
const VendorAuthPage = lazyPage(() => import('../features/vendor-auth/VendorAuthPage'), 'VendorAuthPage');
const ClerkTestPage = lazyPage(() => import('../features/clerk-test/ClerkTestPage'), 'ClerkTestPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');
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
const RedeliveryPage = lazyPage(() => import('../features/redelivery/RedeliveryPage'), 'RedeliveryPage');
const LslIntegrationPage = lazyPage(() => import('../features/lsl-integration/LslIntegrationPage'), 'LslIntegrationPage');
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const AdminDashboardPage = lazyPage(() => import('../features/admin/AdminDashboardPage'), 'AdminDashboardPage');
const UserManagementPage = lazyPage(() => import('../features/admin/UserManagementPage'), 'UserManagementPage');
const CommissionManagementPage = lazyPage(() => import('../features/admin/CommissionManagementPage'), 'CommissionManagementPage');
const ComingSoonPage = lazyPage(() => import('../features/admin/ComingSoonPage'), 'ComingSoonPage');

/** The authentication test page renders at once; every other route waits for the authentication state. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/clerk-test" element={<ClerkTestPage />} />
        <Route path="*" element={<AuthenticatedRoutes />} />
      </Routes>
    </Suspense>
  );
}

/** Signed-out visitors see only the landing page, the test page and the not-found page (spec section 6). */
function AuthenticatedRoutes() {
  const { isLoaded, isSignedIn } = useAuth();
  if (!isLoaded) return <FullPageSpinner />;

  return (
    <Routes>
      {isSignedIn ? (
        <>
          <Route path="/vendor/auth" element={<Navigate to="/" replace />} />
          <Route element={<AppShell />}>
            <Route index element={<DashboardPage />} />
            <Route path="vendors" element={<VendorsPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="promotions" element={<PromotionsPage />} />
            <Route path="gift-cards" element={<GiftCardsPage />} />
            <Route path="events" element={<EventsPage />} />
            <Route path="events/:id" element={<EventDetailPage />} />
            <Route path="transactions" element={<TransactionsPage />} />
            <Route path="redelivery" element={<RedeliveryPage />} />
            <Route path="lsl-integration" element={<LslIntegrationPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="admin" element={<AdminGuard />}>
              <Route index element={<AdminDashboardPage />} />
              <Route path="users" element={<UserManagementPage />} />
              <Route path="commissions" element={<CommissionManagementPage />} />
              <Route path="vendors" element={<VendorsPage />} />
              <Route path="audit-logs" element={<ComingSoonPage title="Audit Logs" />} />
              <Route path="analytics" element={<ComingSoonPage title="Platform Analytics" />} />
              <Route path="activities" element={<ComingSoonPage title="Activity Monitor" />} />
            </Route>
          </Route>
        </>
      ) : (
        <>
          <Route index element={<LandingPage />} />
          <Route path="/vendor/auth" element={<VendorAuthPage />} />
        </>
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
