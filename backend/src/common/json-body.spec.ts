import { BadRequestException } from '@nestjs/common';

import { MAX_JSON_DEPTH, MAX_JSON_ITEMS, measureJson, parseJsonBody, TOO_DEEP, TOO_MANY_ITEMS } from './json-body';

function refusal(text: string): { message: string; fieldErrors?: Record<string, string[]> } {
  try {
    parseJsonBody(text);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    const response = (error as BadRequestException).getResponse();
    return typeof response === 'object' && response !== null && 'fieldErrors' in response
      ? (response as { message: string; fieldErrors: Record<string, string[]> })
      : { message: (error as BadRequestException).message };
  }
  throw new Error('The body was accepted.');
}

describe('the JSON body parser', () => {
  it('measures nesting and items without counting brackets or commas inside strings or after escaped quotes', () => {
    expect(measureJson('{"a":[1,{"b":2}]}')).toEqual({ depth: 3, items: 4 });
    expect(measureJson('{"a":"[[[[{{{{,,,","b":"\\"[[[,"}')).toEqual({ depth: 1, items: 2 });
    expect(measureJson('42')).toEqual({ depth: 0, items: 0 });
  });

  it(`accepts ${MAX_JSON_ITEMS} fields and list items, and refuses more before parsing`, () => {
    const list = (length: number) => JSON.stringify({ items: Array.from({ length }, () => 'Red Dress') });
    expect(parseJsonBody(list(MAX_JSON_ITEMS - 2))).toBeDefined();
    expect(refusal(list(MAX_JSON_ITEMS)).message).toBe(TOO_MANY_ITEMS);
    expect(refusal(`[${'1,'.repeat(1_000_000)}1]`).message).toBe(TOO_MANY_ITEMS);
    expect(TOO_MANY_ITEMS).toBe('The request body holds too many fields or list items (more than 1000).');
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    expect(parseJsonBody(nested(MAX_JSON_DEPTH))).toBeDefined();
    expect(refusal(nested(MAX_JSON_DEPTH + 1)).message).toBe(TOO_DEEP);
    expect(refusal(nested(100_000)).message).toBe(TOO_DEEP);
  });

  it('refuses invalid JSON, and treats a blank body as none', () => {
    expect(refusal('{"a":').message).toBe('The request body is not valid JSON.');
    expect(parseJsonBody('  ')).toBeUndefined();
  });

  it('refuses unpaired surrogates and NUL characters, naming the field', () => {
    expect(refusal('{"email":"\\ud800@example.com"}').fieldErrors).toEqual({
      email: ['email contains text that is not valid Unicode (an unpaired surrogate).'],
    });
    expect(refusal('{"tiers":[{"name":"a\\udc00"}]}').fieldErrors).toEqual({
      'tiers.0.name': ['tiers.0.name contains text that is not valid Unicode (an unpaired surrogate).'],
    });
    expect(refusal('{"reason":"out\\u0000of stock"}').fieldErrors).toEqual({ reason: ['reason contains a NUL character, which text cannot hold.'] });
    expect(refusal('{"\\ud800":1}').fieldErrors).toEqual({
      body: ['A field name in the request body contains text that is not valid Unicode (an unpaired surrogate).'],
    });
    expect(refusal('"\\udfff"').fieldErrors).toEqual({ body: ['The request body contains text that is not valid Unicode (an unpaired surrogate).'] });
  });

  it('refuses other control characters, keeping tabs and line breaks', () => {
    expect(refusal('{"name":"Red\\u0001Dress"}').fieldErrors).toEqual({ name: ['name contains a control character (such as NUL), which is not allowed.'] });
    expect(refusal('{"note":"bell\\u0007"}').fieldErrors).toEqual({ note: ['note contains a control character (such as NUL), which is not allowed.'] });
    expect(refusal('{"note":"del\\u007f"}').fieldErrors).toEqual({ note: ['note contains a control character (such as NUL), which is not allowed.'] });
    expect(parseJsonBody('{"note":"line one\\nline two\\r\\n\\tindented"}')).toEqual({ note: 'line one\nline two\r\n\tindented' });
  });

  it('keeps paired surrogates (emoji) and other text as sent', () => {
    expect(parseJsonBody('{"name":"Red Dress \\ud83d\\udc57 ✓"}')).toEqual({ name: 'Red Dress 👗 ✓' });
  });
});
