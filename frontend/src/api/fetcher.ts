import { ApiError } from './api-error';
import { ACCOUNT_DEACTIVATED_MESSAGE, notifyAccountDeactivated, notifyTokenRejected, readAuthToken } from './auth-token';
import { readBlob } from './download-progress';

/** What the generated client passes for each call. */
export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for file downloads (e.g. the CSV export); JSON or text otherwise. */
  responseType?: 'blob';
}

/** Error type of every generated hook. */
export type ErrorType<_ResponseError> = ApiError;
export type BodyType<RequestBody> = RequestBody;

/** The one request helper: every call to the product's API goes through here (docs/product.md, 7). */
export async function fetcher<T>(config: RequestConfig): Promise<T> {
  const headers = new Headers(config.headers);
  headers.set('Accept', 'application/json');
  const token = await readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: string | undefined;
  if (config.data !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(config.data);
  }

  const response = await fetch(withQuery(config.url, config.params), {
    method: config.method,
    headers,
    body,
    credentials: 'include',
    signal: config.signal,
  });
  if (response.ok && config.responseType === 'blob') return (await readBlob(response, config.signal)) as T;
  const payload = await readPayload(response);
  if (!response.ok) {
    if (response.status === 401 && token) notifyTokenRejected();
    const error = ApiError.fromBody(response.status, payload);
    if (response.status === 403 && token && error.apiMessage === ACCOUNT_DEACTIVATED_MESSAGE) notifyAccountDeactivated();
    throw error;
  }
  return payload as T;
}

function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** JSON is parsed; any other body is returned as text; an empty body is undefined. */
async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
