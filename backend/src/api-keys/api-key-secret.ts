import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so a leaked key is recognisable in logs and secret scanners. */
export const API_KEY_PREFIX = 'slv_';
const RANDOM_BYTES = 24;
/** The prefix plus 8 hex characters: enough to tell a merchant's keys apart, far too little to guess the rest. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
const API_KEY_PATTERN = /^slv_[0-9a-f]{48}$/;

export interface GeneratedApiKey {
  key: string;
  prefix: string;
  keyHash: string;
}

export function generateApiKey(): GeneratedApiKey {
  const key = `${API_KEY_PREFIX}${randomBytes(RANDOM_BYTES).toString('hex')}`;
  return { key, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), keyHash: hashApiKey(key) };
}

/** SHA-256 in hex. The key carries 192 random bits, so a fast unsalted hash is safe and allows an indexed lookup. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function looksLikeApiKey(value: unknown): value is string {
  return typeof value === 'string' && API_KEY_PATTERN.test(value);
}
