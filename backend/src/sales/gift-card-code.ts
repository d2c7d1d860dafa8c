import { randomBytes } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 8 characters from 5 bytes (40 bits, exact in a double). */
function group(bytes: Buffer, from: number): string {
  let bits = 0;
  for (let index = from; index < from + 5; index += 1) bits = bits * 256 + bytes[index];
  let text = '';
  for (let index = 0; index < 8; index += 1) {
    text = ALPHABET[bits % 32] + text;
    bits = Math.floor(bits / 32);
  }
  return text;
}

/**
 * A gift card code: GC- and 16 random base-32 characters in groups of 4 (80 bits: not guessable). Every sale makes
 * one (it is used only when the product is a gift card), so it is built without BigInt.
 */
export function newGiftCardCode(): string {
  const bytes = randomBytes(10);
  const characters = group(bytes, 0) + group(bytes, 5);
  return `GC-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}-${characters.slice(12, 16)}`;
}
