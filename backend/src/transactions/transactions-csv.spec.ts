import type { TransactionRow } from './dto/transaction.dto';
import { csvText, csvValue, TRANSACTION_CSV_HEADER, transactionCsvLine } from './transactions-csv';
import { parseTransactionSearch } from './transactions.service';

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
    const row: TransactionRow = {
      id: 7,
      buyerId: 'b1',
      buyerName: 'Ava, Resident',
      productId: null,
      amount: 1500,
      commission: '75.00',
      status: 'refunded',
      createdAt: new Date('2026-01-15T08:01:00Z'),
      vendorId: 3,
      vendorName: 'Main Store',
      productName: null,
      eventId: 9,
      commissionRate: '5.0000',
      refundedAt: new Date('2026-01-16T00:00:00Z'),
      slRegion: 'Bay City',
    };
    expect(TRANSACTION_CSV_HEADER).toBe(
      'id,createdAt,status,vendorId,vendorName,productId,productName,buyerId,buyerName,amount,commission,commissionRate,eventId,refundedAt,slRegion\r\n',
    );
    expect(transactionCsvLine(row)).toBe(
      '7,2026-01-15T08:01:00.000Z,refunded,3,Main Store,,,b1,"Ava, Resident",1500,75.00,5.0000,9,2026-01-16T00:00:00.000Z,Bay City\r\n',
    );
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
