import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import type { ApiQueryPath } from './query-paths';
import { isRefreshedBy, isUnder, refreshedPaths, SHOWN_IN, useRefreshAfter } from './query-refresh';

/** The path of every query key the generated client makes, ids written as `{id}`. */
function generatedQueryPaths(): string[] {
  const modules = import.meta.glob<Record<string, unknown>>('./generated/endpoints/*/*.ts', { eager: true });
  const paths: string[] = [];
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('QueryKey') || typeof value !== 'function') continue;
      const [path] = (value as () => readonly unknown[])();
      paths.push(String(path).replaceAll('/undefined', '/{id}'));
    }
  }
  return paths;
}

function refreshes(changed: ApiQueryPath, path: string): boolean {
  return isRefreshedBy([path], [changed]);
}

describe('refreshedPaths', () => {
  it('refreshes a vendor change in the vendor list and details, the dashboard, the LSL status and the scripts', () => {
    for (const path of ['/api/vendors', '/api/vendors/12', '/api/dashboard/stats', '/api/dashboard/current-event', '/api/lsl/status', '/api/lsl/scripts']) {
      expect(refreshes('/api/vendors', path), path).toBe(true);
    }
    for (const path of ['/api/products', '/api/lsl/activity', '/api/events/3', '/api/vendor']) {
      expect(refreshes('/api/vendors', path), path).toBe(false);
    }
  });

  it('takes a change under a resource for a change of the resource', () => {
    expect(refreshedPaths(`/api/vendors/${7}`)).toEqual(refreshedPaths('/api/vendors'));
    expect(refreshes(`/api/events/${3}`, '/api/events')).toBe(true);
  });

  it('refreshes only the own queries of a resource nothing else shows', () => {
    expect(refreshedPaths('/api/gift-cards')).toEqual(['/api/gift-cards']);
    expect(refreshes('/api/gift-cards', '/api/gift-cards/4/redemptions')).toBe(true);
    expect(refreshes('/api/gift-cards', '/api/dashboard/stats')).toBe(false);
  });

  it("refreshes the vendors' catalogues after a product or a promotion changes, and not the vendors' list", () => {
    for (const changed of ['/api/products', '/api/promotions'] as const) {
      expect(refreshes(changed, '/api/vendors/7/catalogue'), changed).toBe(true);
      expect(refreshes(changed, '/api/vendors'), changed).toBe(false);
    }
  });

  it('refreshes a refund in the sales, the dashboard, the events and the platform figures', () => {
    for (const path of ['/api/transactions', '/api/transactions/5', '/api/dashboard/sales', '/api/events/2', '/api/admin/platform-stats']) {
      expect(refreshes('/api/transactions', path), path).toBe(true);
    }
    expect(refreshes('/api/transactions', '/api/admin/users')).toBe(false);
  });

  it("refreshes a split change in each vendor's and product's splits but not in the vendors or products themselves", () => {
    for (const path of ['/api/splits', '/api/vendors/3/splits', '/api/products/4/splits']) expect(refreshes('/api/splits', path), path).toBe(true);
    for (const path of ['/api/vendors', '/api/vendors/3', '/api/products/4']) expect(refreshes('/api/splits', path), path).toBe(false);
  });

  it("refreshes a payout retry in the payouts and the sale's details but not in the sales list", () => {
    expect(refreshes('/api/payouts', '/api/payouts/partners')).toBe(true);
    expect(refreshes('/api/payouts', '/api/transactions/9')).toBe(true);
    expect(refreshes('/api/payouts', '/api/transactions')).toBe(false);
  });

  it('refreshes what any of several changes affects', () => {
    expect(isRefreshedBy(['/api/transactions/9'], ['/api/splits', '/api/payouts'])).toBe(true);
    expect(isRefreshedBy(['/api/products/1/splits'], ['/api/splits', '/api/payouts'])).toBe(true);
  });

  it('leaves alone a query whose key does not start with a path', () => {
    expect(isRefreshedBy([['/api/vendors']], ['/api/vendors'])).toBe(false);
    expect(isRefreshedBy([], ['/api/vendors'])).toBe(false);
  });

  it('names in its table only paths under which the generated client has queries', () => {
    const generated = generatedQueryPaths();
    expect(generated).toContain('/api/vendors/{id}/splits');
    const patterns = Object.entries(SHOWN_IN).flatMap(([key, shownIn]) => [key, ...shownIn]);
    for (const pattern of patterns)
      expect(
        generated.some((path) => isUnder(path, pattern)),
        pattern,
      ).toBe(true);
  });
});

describe('isUnder', () => {
  it('matches whole segments, with {id} for any one', () => {
    expect(isUnder('/api/vendors/3/splits', '/api/vendors/{id}/splits')).toBe(true);
    expect(isUnder('/api/vendors/3/splits', '/api/vendors')).toBe(true);
    expect(isUnder('/api/vendors', '/api/vendors/{id}')).toBe(false);
    expect(isUnder('/api/vendorsx', '/api/vendors')).toBe(false);
  });
});

describe('useRefreshAfter', () => {
  it('marks stale the queries a change affects and no other', async () => {
    const queryClient = new QueryClient();
    for (const path of ['/api/vendors', '/api/dashboard/stats', '/api/products']) queryClient.setQueryData([path], []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRefreshAfter('/api/vendors'), { wrapper });

    await act(() => result.current());

    const stale = (path: string) => queryClient.getQueryState([path])?.isInvalidated;
    expect(stale('/api/vendors')).toBe(true);
    expect(stale('/api/dashboard/stats')).toBe(true);
    expect(stale('/api/products')).toBe(false);
  });
});
