/** Every key the API issues starts with this (backend/src/api-keys/api-key-secret.ts). */
export const API_KEY_PREFIX = 'slv_';
export const MASK_CHARACTER = '•';

/**
 * The key as shown while hidden: the public prefix, then one mask character per secret character,
 * so the field keeps the key's length without revealing any of it.
 */
export function maskApiKey(key: string): string {
  const visible = key.startsWith(API_KEY_PREFIX) ? API_KEY_PREFIX : '';
  return visible + MASK_CHARACTER.repeat(key.length - visible.length);
}
