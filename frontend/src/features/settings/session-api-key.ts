import { useSyncExternalStore } from 'react';

import { useAuth } from '../../auth/auth-context';

/** The API key generated in this browser tab, for the user who generated it. */
export interface SessionApiKey {
  userId: string;
  /** The key's id in the API, so revoking it forgets it. */
  id: string;
  key: string;
}

// Held in memory only: the key is a secret, so it is never written to localStorage or sessionStorage, and a reload forgets it.
let remembered: SessionApiKey | null = null;
const listeners = new Set<() => void>();

function changed(next: SessionApiKey | null): void {
  remembered = next;
  for (const listener of listeners) listener();
}

/** Keeps a key just generated on Settings → API, so the LSL Integration page can fill it into the scripts. */
export function rememberApiKey(entry: SessionApiKey): void {
  changed(entry);
}

/** Forgets the key when it is revoked (or any remembered key when no id is given). */
export function forgetApiKey(id?: string): void {
  if (remembered && (id === undefined || remembered.id === id)) changed(null);
}

/** The remembered key of this user; another user signing in on the same tab does not get it. */
export function sessionApiKeyOf(userId: string | null): string | null {
  return remembered && userId !== null && remembered.userId === userId ? remembered.key : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => remembered;

/** The API key the signed-in user generated in this tab, or null. */
export function useSessionApiKey(): string | null {
  const { userId } = useAuth();
  useSyncExternalStore(subscribe, snapshot);
  return sessionApiKeyOf(userId);
}
