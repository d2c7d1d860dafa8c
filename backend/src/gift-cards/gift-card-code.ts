import { randomBytes } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A gift card code: GC- and 16 random base-32 characters in groups of 4 (80 bits: not guessable). */
export function newGiftCardCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let characters = '';
  for (let index = 0; index < 16; index += 1) {
    characters = ALPHABET[Number(bits & 31n)] + characters;
    bits >>= 5n;
  }
  return `GC-${characters.match(/.{4}/g)!.join('-')}`;
}
