import { newGiftCardCode } from './gift-card-code';

describe('newGiftCardCode', () => {
  it('writes GC- and 16 Crockford base-32 characters in groups of 4', () => {
    for (let i = 0; i < 200; i += 1) expect(newGiftCardCode()).toMatch(/^GC-([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('uses every character of the alphabet and does not repeat a code', () => {
    const codes = Array.from({ length: 5000 }, () => newGiftCardCode());
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.map((code) => code.slice(3).replace(/-/g, '')).join(''));
    expect(seen.size).toBe(32);
  });
});
