import type * as account from './generated/endpoints/account/account';
import type * as admin from './generated/endpoints/admin/admin';
import type * as analytics from './generated/endpoints/analytics/analytics';
import type * as billing from './generated/endpoints/billing/billing';
import type * as dashboard from './generated/endpoints/dashboard/dashboard';
import type * as dataExport from './generated/endpoints/data-export/data-export';
import type * as deliveryBoxes from './generated/endpoints/delivery-boxes/delivery-boxes';
import type * as events from './generated/endpoints/events/events';
import type * as giftCards from './generated/endpoints/gift-cards/gift-cards';
import type * as health from './generated/endpoints/health/health';
import type * as inWorldScripts from './generated/endpoints/in-world-scripts/in-world-scripts';
import type * as localSignIn from './generated/endpoints/local-sign-in/local-sign-in';
import type * as notifications from './generated/endpoints/notifications/notifications';
import type * as products from './generated/endpoints/products/products';
import type * as profitSharing from './generated/endpoints/profit-sharing/profit-sharing';
import type * as promotions from './generated/endpoints/promotions/promotions';
import type * as reconciliation from './generated/endpoints/reconciliation/reconciliation';
import type * as redeliveries from './generated/endpoints/redeliveries/redeliveries';
import type * as settings from './generated/endpoints/settings/settings';
import type * as slMarketplace from './generated/endpoints/sl-marketplace/sl-marketplace';
import type * as transactions from './generated/endpoints/transactions/transactions';
import type * as updates from './generated/endpoints/updates/updates';
import type * as vendors from './generated/endpoints/vendors/vendors';

/** The paths a module's generated query keys start with, e.g. '/api/vendors' and `/api/vendors/${number}`. */
type QueryKeyPaths<Module> = Module extends unknown
  ? { [Name in keyof Module]: Module[Name] extends (...args: never[]) => readonly [infer Path extends string, ...unknown[]] ? Path : never }[keyof Module]
  : never;

/** Every path a cached query can have: the first element of each query key the generated client makes. */
export type ApiQueryPath = QueryKeyPaths<
  | typeof account
  | typeof admin
  | typeof analytics
  | typeof billing
  | typeof dashboard
  | typeof dataExport
  | typeof deliveryBoxes
  | typeof events
  | typeof giftCards
  | typeof health
  | typeof inWorldScripts
  | typeof localSignIn
  | typeof notifications
  | typeof products
  | typeof profitSharing
  | typeof promotions
  | typeof reconciliation
  | typeof redeliveries
  | typeof settings
  | typeof slMarketplace
  | typeof transactions
  | typeof updates
  | typeof vendors
>;
