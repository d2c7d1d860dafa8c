import { csvText, csvValue } from '../common/csv';
import type { TransactionExportRow } from './dto/transaction.dto';
import { nameSearchWords, parseTransactionSearch } from './transactions.service';
import { isoInstant, TRANSACTION_CSV_HEADER, transactionCsvLine } from './transactions-csv';

describe('CSV fields', () => {
  it.each([
    [null, ''],
    [42, '42'],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvValue(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tTabbed', "'\tTabbed"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['Ava = Resident', 'Ava = Resident'],
  ])('defuses free text %j as %j', (value, expected) => {
    expect(csvText(value)).toBe(expected);
  });

  it('writes one CRLF-terminated line per sale in the header order', () => {
    const row: TransactionExportRow = [
      '7',
      '2026-01-15 08:01:00+00',
      'refunded',
      3,
      'Main Store',
      null,
      null,
      'b1',
      'Ava, Resident',
      1500,
      '75.00',
      '5.0000',
      9,
      '2026-01-16 00:00:00.5+00',
      'Bay City',
      'c2',
      '@Bea',
      'lindens',
      'coupon',
      'SPRING',
      50,
      'in-world',
      null,
      false,
      1500,
    ];
    expect(TRANSACTION_CSV_HEADER).toBe(
      'id,createdAt,status,vendorId,vendorName,productId,productName,buyerId,buyerName,amount,commission,commissionRate,eventId,refundedAt,slRegion,' +
        'giftTo,giftToName,paidWith,discountKind,discountCode,discountAmount,source,listPrice,priceMismatch,refundedAmount\r\n',
    );
    expect(transactionCsvLine(row)).toBe(
      '7,2026-01-15T08:01:00.000Z,refunded,3,Main Store,,,b1,"Ava, Resident",1500,75.00,5.0000,9,2026-01-16T00:00:00.500Z,Bay City,' +
        "c2,'@Bea,lindens,coupon,SPRING,50,in-world,,false,1500\r\n",
    );
    const other: TransactionExportRow = [...row];
    [other[5], other[6], other[8], other[12], other[13], other[14]] = [4, '=cmd', null, null, null, 'Say "hi"'];
    [other[15], other[16], other[18], other[19], other[20], other[21], other[22], other[23]] = [null, null, null, null, 0, 'marketplace', 1600, true];
    expect(transactionCsvLine(other)).toBe(
      `7,2026-01-15T08:01:00.000Z,refunded,3,Main Store,4,'=cmd,b1,,1500,75.00,5.0000,,,"Say ""hi""",,,lindens,,,0,marketplace,1600,true,1500\r\n`,
    );
  });
});

describe('instants in the CSV', () => {
  it.each([
    ['2026-01-15 08:01:00+00', '2026-01-15T08:01:00.000Z'],
    ['2026-01-15 08:01:00.5+00', '2026-01-15T08:01:00.500Z'],
    ['2026-01-15 08:01:00.05+00', '2026-01-15T08:01:00.050Z'],
    ['2026-01-15 08:01:00.123456+00', '2026-01-15T08:01:00.123Z'],
    ['2026-01-15 08:01:00.999999+00', '2026-01-15T08:01:00.999Z'],
  ])('writes %j as toISOString() would: %j', (text, iso) => {
    expect(isoInstant(text)).toBe(iso);
    expect(new Date(iso).toISOString()).toBe(iso);
  });
});

describe('transaction search text', () => {
  it.each([
    [undefined, undefined],
    ['   ', undefined],
    ['#42', { kind: 'id', id: 42 }],
    [' #42 ', { kind: 'id', id: 42 }],
    ['#4x', { kind: 'text', text: '#4x' }],
    ['42', { kind: 'text', text: '42' }],
    ['Ava', { kind: 'text', text: 'Ava' }],
  ])('reads %j as %j', (q, expected) => {
    expect(parseTransactionSearch(q)).toEqual(expected);
  });
});

describe('name search words', () => {
  it.each([
    ['ava', ['ava']],
    ['Ava Resident', ['Ava', 'Resident']],
    ['  buyer   123 ', ['buyer', '123']],
    ['al bo', []],
    ['Zoë Zoë', ['Zoë']],
  ])('looks %j up by %j', (text, words) => {
    expect(nameSearchWords(text.trim())).toEqual(words);
  });
});
