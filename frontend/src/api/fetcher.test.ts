import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { urlOf } from '../test/fetch-calls';
import { ApiError } from './api-error';
import { onTokenRejected, setAuthTokenSource } from './auth-token';
import { fetcher } from './fetcher';

const fetchMock = vi.fn<typeof fetch>();

function respondWith(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockImplementation(async () => new Response(status === 204 ? null : text, { status, headers: { 'content-type': contentType } }));
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: urlOf(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setAuthTokenSource(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setAuthTokenSource(null);
});

describe('fetcher error messages (docs/product.md, 3.1)', () => {
  it.each([
    [401, 'Authentication required. Please sign in.'],
    [403, 'You do not have permission to perform this action.'],
    [404, 'The requested resource was not found.'],
    [500, 'Server error. Please try again later.'],
    [502, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
    [429, 'Request failed (429)'],
    [405, 'Request failed (405)'],
  ])('turns a %i into "%s"', async (status, message) => {
    respondWith(status, { statusCode: status, error: 'Error', message: 'A message from the server' });
    const error = await failureOf(fetcher({ url: '/api/vendors', method: 'GET' }));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.apiMessage).toBe('A message from the server');
  });

  it.each([400, 409, 422])('keeps the API message and field errors of a %i for forms', async (status) => {
    respondWith(status, {
      statusCode: status,
      error: 'Bad Request',
      message: 'Vendor name is required',
      fieldErrors: { name: ['Vendor name is required'] },
    });
    const error = await failureOf(fetcher({ url: '/api/vendors', method: 'POST', data: {} }));
    expect(error.status).toBe(status);
    expect(error.message).toBe('Vendor name is required');
    expect(error.fieldErrors).toEqual({ name: ['Vendor name is required'] });
  });

  it('falls back to "Request failed (400)" when a 400 has no message', async () => {
    respondWith(400, 'Bad request', 'text/plain');
    const error = await failureOf(fetcher({ url: '/api/vendors', method: 'POST', data: {} }));
    expect(error.message).toBe('Request failed (400)');
    expect(error.fieldErrors).toBeUndefined();
  });

  it('uses the fixed message for a 500 even when the body is not JSON', async () => {
    respondWith(500, '<html>Bad gateway</html>', 'text/html');
    const error = await failureOf(fetcher({ url: '/api/health', method: 'GET' }));
    expect(error.message).toBe('Server error. Please try again later.');
  });
});

describe('fetcher requests (docs/product.md, 3.1)', () => {
  it('includes credentials and sends a JSON body with a JSON content type', async () => {
    respondWith(201, { id: 1 });
    const result = await fetcher<{ id: number }>({ url: '/api/vendors', method: 'POST', data: { name: 'Main Store' } });
    expect(result).toEqual({ id: 1 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/vendors');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Main Store"}');
  });

  it('sends no body and no content type on a GET, and adds the query parameters', async () => {
    respondWith(200, []);
    await fetcher({ url: '/api/admin/activities', method: 'GET', params: { limit: 10, skipped: undefined } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/admin/activities?limit=10');
    expect(init.body).toBeUndefined();
    expect(headers.has('content-type')).toBe(false);
  });

  it('sends the bearer token when one is available', async () => {
    setAuthTokenSource(async () => 'token-123');
    respondWith(200, { ok: true });
    await fetcher({ url: '/api/auth/user', method: 'GET' });
    expect(lastRequest().headers.get('authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when signed out', async () => {
    respondWith(200, { ok: true });
    await fetcher({ url: '/api/health', method: 'GET' });
    expect(lastRequest().headers.has('authorization')).toBe(false);
  });

  it('logs a token that cannot be fetched as a warning and goes on without it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, 'error');
    setAuthTokenSource(async () => {
      throw new Error('token service down');
    });
    respondWith(200, { ok: true });
    await expect(fetcher({ url: '/api/health', method: 'GET' })).resolves.toEqual({ ok: true });
    expect(lastRequest().headers.has('authorization')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('returns text for a response that is not JSON, and undefined for an empty one', async () => {
    respondWith(200, 'plain words', 'text/plain');
    await expect(fetcher({ url: '/api/lsl/sale', method: 'POST', data: {} })).resolves.toBe('plain words');
    respondWith(204, '');
    await expect(fetcher({ url: '/api/vendors/1', method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('reports a 401 to a sent token so the provider can sign out, but not a 401 without a token', async () => {
    const rejected = vi.fn();
    const stop = onTokenRejected(rejected);
    respondWith(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' });
    await failureOf(fetcher({ url: '/api/auth/local/sign-in', method: 'POST', data: {} }));
    expect(rejected).not.toHaveBeenCalled();

    setAuthTokenSource(async () => 'expired-token');
    await failureOf(fetcher({ url: '/api/auth/user', method: 'GET' }));
    expect(rejected).toHaveBeenCalledOnce();
    stop();
  });
});

describe('fetcher file downloads', () => {
  it('returns the body as a Blob when asked for one', async () => {
    respondWith(200, 'id,amount\n1,250\n', 'text/csv; charset=utf-8');
    const blob = await fetcher<Blob>({ url: '/api/transactions/export.csv', method: 'GET', responseType: 'blob' });
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await blob.text()).toBe('id,amount\n1,250\n');
  });

  it('still turns a failed download into the same sentence', async () => {
    respondWith(403, { statusCode: 403, error: 'Forbidden', message: 'No.' });
    const error = await failureOf(fetcher({ url: '/api/transactions/export.csv', method: 'GET', responseType: 'blob' }));
    expect(error.message).toBe('You do not have permission to perform this action.');
  });
});
