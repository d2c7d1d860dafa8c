/** Where the fetcher gets the bearer token; the active auth provider registers itself here. */
export type AuthTokenSource = () => Promise<string | null>;

let tokenSource: AuthTokenSource | null = null;
const unauthorizedListeners = new Set<() => void>();

export function setAuthTokenSource(source: AuthTokenSource | null): void {
  tokenSource = source;
}

export async function readAuthToken(): Promise<string | null> {
  if (!tokenSource) return null;
  try {
    return await tokenSource();
  } catch (error) {
    // Spec: a token that cannot be fetched is logged and the request goes on without one.
    console.warn('Could not get the authentication token; sending the request without it.', error);
    return null;
  }
}

/** Called when the API refuses a token we sent (401), so the provider can sign the user out. */
export function onTokenRejected(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function notifyTokenRejected(): void {
  for (const listener of unauthorizedListeners) listener();
}

const deactivatedListeners = new Set<() => void>();

/** The API's message when the signed-in account has been deactivated by an administrator (403 on every call). */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Your account has been deactivated.';

/** Called when the API answers that the signed-in account is deactivated, so the app can say so once, full page. */
export function onAccountDeactivated(listener: () => void): () => void {
  deactivatedListeners.add(listener);
  return () => deactivatedListeners.delete(listener);
}

export function notifyAccountDeactivated(): void {
  for (const listener of deactivatedListeners) listener();
}
