import { ParseBigIdPipe } from '../common/pipes/parse-big-id.pipe';
import { CURSOR_OF_OTHER_SORT, decodeCursor, encodeCursor, INVALID_CURSOR, type TransactionPosition } from './transaction-cursor';

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('transaction cursors', () => {
  it.each<TransactionPosition>([
    { field: 'createdAt', order: 'desc', value: '2026-01-15T19:04:05.123456Z', id: 1042 },
    { field: 'amount', order: 'asc', value: '1500', id: 7 },
    { field: 'commission', order: 'desc', value: '75.00', id: Number.MAX_SAFE_INTEGER },
    { field: 'status', order: 'asc', value: 'pending', id: 3 },
    { field: 'id', order: 'desc', value: null, id: 9 },
  ])('reads back what it wrote: %j', (position) => {
    expect(decodeCursor(encodeCursor(position), position.field, position.order)).toEqual(position);
  });

  it('is refused for another sort column or direction', () => {
    const cursor = encodeCursor({ field: 'createdAt', order: 'desc', value: '2026-01-15T19:04:05.123456Z', id: 1 });
    expect(decodeCursor(cursor, 'amount', 'desc')).toBe(CURSOR_OF_OTHER_SORT);
    expect(decodeCursor(cursor, 'createdAt', 'asc')).toBe(CURSOR_OF_OTHER_SORT);
  });

  it.each([
    ['not base64 JSON', 'abc'],
    ['a JSON string', encoded('x')],
    ['an unknown column', encoded({ f: 'buyerName', o: 'desc', v: 'x', i: 1 })],
    ['an unknown direction', encoded({ f: 'amount', o: 'up', v: '1', i: 1 })],
    ['a value that is not an instant', encoded({ f: 'createdAt', o: 'desc', v: "2026-01-01'; --", i: 1 })],
    ['an instant without microseconds', encoded({ f: 'createdAt', o: 'desc', v: '2026-01-15T19:04:05.123Z', i: 1 })],
    ['an amount that is not a whole number', encoded({ f: 'amount', o: 'desc', v: '1.5', i: 1 })],
    ['an unknown status', encoded({ f: 'status', o: 'desc', v: 'lost', i: 1 })],
    ['an id beyond 2^53', encoded({ f: 'id', o: 'desc', v: null, i: 2 ** 53 })],
    ['an id that is not a number', encoded({ f: 'id', o: 'desc', v: null, i: '1' })],
  ])('is not valid with %s', (_case, cursor) => {
    expect(decodeCursor(cursor, 'amount', 'desc')).toBe(INVALID_CURSOR);
  });
});

describe('bigint path ids', () => {
  const pipe = new ParseBigIdPipe();
  it('accepts 1 to Number.MAX_SAFE_INTEGER', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('2147483648')).toBe(2147483648);
    expect(pipe.transform(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });
  it.each(['0', '9007199254740992', '12345678901234567', '-1', '1e3', ' 1', 'abc', ''])('refuses %j with the usual sentence', (value) => {
    expect(() => pipe.transform(value)).toThrow('The id in the path must be a positive whole number.');
  });
});
