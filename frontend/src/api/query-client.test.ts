import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from './api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query client defaults (docs/product.md, 3.1)', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('keeps results fresh for 5 minutes', () => {
    expect(defaults.queries?.staleTime).toBe(5 * 60 * 1000);
  });

  it('does not refetch on window focus or on a timer', () => {
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
  });

  it('never retries mutations', () => {
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('retries a failed query at most twice', () => {
    const serverError = new ApiError(500);
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, serverError)).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries a 401 or a 403, nor an error whose text carries those statuses', () => {
    expect(shouldRetryQuery(0, new ApiError(401))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(403))).toBe(false);
    expect(shouldRetryQuery(0, new Error('401: Unauthorized'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('403: Forbidden'))).toBe(false);
  });

  it('uses the retry rule for queries: a 500 is tried three times, a 403 once', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });

    const failing = vi.fn(async () => {
      throw new ApiError(500);
    });
    await expect(client.fetchQuery({ queryKey: ['server-error'], queryFn: failing, retry: defaults.queries?.retry })).rejects.toThrow(
      'Server error. Please try again later.',
    );
    expect(failing).toHaveBeenCalledTimes(3);

    const forbidden = vi.fn(async () => {
      throw new ApiError(403);
    });
    const observer = new QueryObserver(client, { queryKey: ['forbidden'], queryFn: forbidden });
    const settled = new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.isError) {
          stop();
          resolve();
        }
      });
    });
    await settled;
    expect(forbidden).toHaveBeenCalledTimes(1);
  });
});
