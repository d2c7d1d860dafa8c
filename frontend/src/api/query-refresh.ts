import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { ApiQueryPath } from './query-paths';

/**
 * What else shows a resource: after a change under a key's path, the queries under each listed path are refetched too
 * (the changed resource's own queries always are). Paths are those of the generated client; `{id}` stands for any one segment.
 */
export const SHOWN_IN = {
  // Vendor counts on the dashboard; the LSL status and the scripts (a vendor key is filled in).
  '/api/vendors': ['/api/dashboard', '/api/lsl/status', '/api/lsl/scripts'],
  // A vendor's catalogue lists its products with their prices due.
  '/api/products': ['/api/dashboard', '/api/vendors/{id}/catalogue'],
  '/api/promotions': ['/api/vendors/{id}/catalogue'],
  '/api/events': ['/api/dashboard'],
  // A refund changes every sales and commission figure built from the sale.
  '/api/transactions': ['/api/dashboard', '/api/events', '/api/admin/platform-stats', '/api/billing', '/api/admin/billing'],
  // A box's key is in its script; the status counts boxes; requests are handed to boxes.
  '/api/delivery-boxes': ['/api/lsl/scripts', '/api/lsl/status', '/api/redeliveries'],
  // The tiles, the boxes' assigned counts and the in-world delivery box's queue.
  '/api/redeliveries': ['/api/lsl', '/api/delivery-boxes'],
  // Publishing a version changes the product's item name.
  '/api/update-broadcasts': ['/api/products'],
  // Each change to users or the commission rates is one of the latest platform activities; the rates move the platform figures.
  '/api/admin/users': ['/api/admin/activities'],
  '/api/admin/commission-configs': ['/api/admin/activities', '/api/admin/platform-stats'],
  // The list of splits and each vendor's or product's own.
  '/api/splits': ['/api/vendors/{id}/splits', '/api/products/{id}/splits'],
  // A missed sale recorded from the transaction history is a sale like any other.
  '/api/reconciliation': ['/api/transactions', '/api/dashboard'],
  // A payout retry shows in the sale's details.
  '/api/payouts': ['/api/transactions/{id}'],
} as const satisfies Record<string, readonly string[]>;

type Concrete<Pattern extends string> = Pattern extends `${infer Head}{id}${infer Tail}` ? `${Head}${number}${Concrete<Tail>}` : Pattern;
type KnownPattern<Pattern extends string> = Pattern extends unknown
  ? [Extract<ApiQueryPath, Concrete<Pattern> | `${Concrete<Pattern>}/${string}`>] extends [never]
    ? never
    : Pattern
  : never;
type TablePattern = keyof typeof SHOWN_IN | (typeof SHOWN_IN)[keyof typeof SHOWN_IN][number];
type UnknownPattern = Exclude<TablePattern, KnownPattern<TablePattern>>;
type Assert<Holds extends true> = Holds;
/** Fails to compile when the table names a path under which the generated client has no query (a renamed or removed endpoint). */
export type EveryPatternIsKnown = Assert<[UnknownPattern] extends [never] ? true : false>;

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether the path is the pattern's path or under it, `{id}` matching any one segment. */
export function isUnder(path: string, pattern: string): boolean {
  const have = segments(path);
  const want = segments(pattern);
  return want.length <= have.length && want.every((segment, index) => segment === '{id}' || segment === have[index]);
}

/** The paths whose queries a change under `changed` makes stale: its resource's (the table's closest key, or itself) and what shows it. */
export function refreshedPaths(changed: ApiQueryPath): readonly string[] {
  const keys = (Object.keys(SHOWN_IN) as (keyof typeof SHOWN_IN)[]).filter((key) => isUnder(changed, key));
  const key = keys.sort((a, b) => segments(b).length - segments(a).length)[0];
  return key === undefined ? [changed] : [key, ...SHOWN_IN[key]];
}

/** Whether a cached query (its key starts with its path) is stale after changes under the given paths. */
export function isRefreshedBy(queryKey: QueryKey, changed: readonly ApiQueryPath[]): boolean {
  const [path] = queryKey;
  return typeof path === 'string' && changed.some((one) => refreshedPaths(one).some((pattern) => isUnder(path, pattern)));
}

/** Refetches every query a change under the given paths affects, e.g. `useRefreshAfter('/api/vendors')` after a vendor is saved. */
export function useRefreshAfter(...changed: ApiQueryPath[]): () => Promise<void> {
  const queryClient = useQueryClient();
  const paths = changed.join(' ');
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: (query) => isRefreshedBy(query.queryKey, paths.split(' ') as ApiQueryPath[]) }),
    [queryClient, paths],
  );
}
