import {
  dedupeKeyOf,
  findHeader,
  HistoryFileError,
  parseCsv,
  parseHistoryDate,
  parseLindens,
  readHistoryLines,
  recogniseHeader,
  sltWallClockToInstant,
} from './history-csv';

describe('history CSV', () => {
  describe('parseCsv', () => {
    it('reads quoted cells holding commas, quotes and line breaks', () => {
      expect(parseCsv('a,"b, c","say ""hi"""\r\n"two\nlines",x,\n')).toEqual([
        ['a', 'b, c', 'say "hi"'],
        ['two\nlines', 'x', ''],
      ]);
    });

    it('skips a byte order mark and keeps blank rows as empty', () => {
      expect(parseCsv('\ufeffa,b\n\nc,d')).toEqual([['a', 'b'], [], ['c', 'd']]);
    });

    it('refuses a quote that is never closed', () => {
      expect(() => parseCsv('a,"b\nc')).toThrow(HistoryFileError);
    });
  });

  describe('header recognition', () => {
    it('recognises common column names whatever their case', () => {
      expect(recogniseHeader(['Date', 'Type', 'Resident', 'Description', 'Region', 'Amount', 'Balance', 'Transaction ID'])).toEqual({
        date: 'Date',
        type: 'Type',
        otherParty: 'Resident',
        description: 'Description',
        region: 'Region',
        amount: 'Amount',
        balance: 'Balance',
        transactionId: 'Transaction ID',
      });
    });

    it('accepts credit and debit columns instead of one amount', () => {
      expect(recogniseHeader(['Date and time', 'Other party', 'Credit', 'Debit'])).toMatchObject({ credit: 'Credit', debit: 'Debit' });
      expect(recogniseHeader(['Date and time', 'Other party', 'Credit'])).toBeNull();
    });

    it('finds the header below a title line, and falls back to the saved mapping', () => {
      const rows = [['My history'], ['Date', 'Resident', 'Amount'], ['2026-01-15 10:00', 'Bea', '100']];
      expect(findHeader(rows, null)).toMatchObject({ kind: 'found', headerRow: 1 });
      const odd = [
        ['Wann', 'Wer', 'Betrag'],
        ['2026-01-15 10:00', 'Bea', '100'],
      ];
      expect(findHeader(odd, null)).toEqual({ kind: 'unknown', headers: ['Wann', 'Wer', 'Betrag'] });
      expect(findHeader(odd, { date: 'Wann', otherParty: 'Wer', amount: 'Betrag' })).toMatchObject({ kind: 'found', headerRow: 0 });
      expect(findHeader(odd, { date: 'Wann', otherParty: 'Wer', amount: 'Other' })).toMatchObject({ kind: 'unknown' });
    });

    it('uses a mapping just given before the names it knows', () => {
      const rows = [['Date', 'Name', 'Buyer', 'Amount']];
      expect(findHeader(rows, null)).toMatchObject({ mapping: { otherParty: 'Name' } });
      expect(findHeader(rows, { date: 'Date', otherParty: 'Buyer', amount: 'Amount' }, true)).toMatchObject({ mapping: { otherParty: 'Buyer' } });
      expect(findHeader(rows, { date: 'Date', otherParty: 'Payer', amount: 'Amount' }, true)).toEqual({
        kind: 'unknown',
        headers: ['Date', 'Name', 'Buyer', 'Amount'],
      });
    });
  });

  describe('parseLindens', () => {
    it.each([
      ['L$1,234', 1234],
      ['-25', -25],
      ['L$ -25', -25],
      ['-L$25', -25],
      ['(40)', -40],
      ['+7', 7],
      ['1 000', 1000],
    ])('reads %s as %d', (cell, value) => {
      expect(parseLindens(cell)).toBe(value);
    });

    it('answers null for a blank cell and refuses decimals and words', () => {
      expect(parseLindens('  ')).toBeNull();
      expect(() => parseLindens('12.50')).toThrow('"12.50" is not a whole number of L$');
      expect(() => parseLindens('ten')).toThrow(HistoryFileError);
    });
  });

  describe('dates (SLT)', () => {
    it('reads times without a zone as Pacific time, winter and summer', () => {
      expect(parseHistoryDate('2026-01-15 10:30:00').toISOString()).toBe('2026-01-15T18:30:00.000Z');
      expect(parseHistoryDate('2026-07-15 10:30').toISOString()).toBe('2026-07-15T17:30:00.000Z');
      expect(parseHistoryDate('01/15/2026 2:05 PM').toISOString()).toBe('2026-01-15T22:05:00.000Z');
      expect(parseHistoryDate('15 Jan 2026', '10:30').toISOString()).toBe('2026-01-15T18:30:00.000Z');
    });

    it('honours an explicit zone', () => {
      expect(parseHistoryDate('2026-01-15T10:30:00Z').toISOString()).toBe('2026-01-15T10:30:00.000Z');
      expect(parseHistoryDate('2026-01-15 9:30 +01:00').toISOString()).toBe('2026-01-15T08:30:00.000Z');
    });

    it('crosses daylight saving switches by the hour', () => {
      expect(sltWallClockToInstant(2026, 3, 8, 1, 59, 0).toISOString()).toBe('2026-03-08T09:59:00.000Z');
      expect(sltWallClockToInstant(2026, 3, 8, 3, 0, 0).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    });

    it('refuses what is not a date', () => {
      expect(() => parseHistoryDate('yesterday')).toThrow('"yesterday" is not a date and time');
      expect(() => parseHistoryDate('2026-02-30 10:00')).toThrow(HistoryFileError);
    });
  });

  describe('readHistoryLines', () => {
    const rows = parseCsv(
      [
        'Date,Resident,Description,Amount,Balance,Transaction ID',
        '2026-01-15 10:00,Bea Resident,Jacket,L$250,1250,tx-1',
        ',,Total,,,',
        '2026-01-15 11:00,Cid,Payout,-25,1225,',
      ].join('\n'),
    );

    it('reads each line with a signed amount and its row', () => {
      const lines = readHistoryLines(rows, 0, recogniseHeader(rows[0])!);
      expect(lines).toEqual([
        expect.objectContaining({ row: 2, amount: 250, otherParty: 'Bea Resident', transactionId: 'tx-1', balance: 1250 }),
        expect.objectContaining({ row: 4, amount: -25, transactionId: null }),
      ]);
    });

    it('skips L$0 lines and refuses a dated line with no amount', () => {
      const zero = parseCsv('Date,Resident,Amount\n2026-01-15 10:00,Bea,0\n2026-01-15 10:01,Bea,5');
      expect(readHistoryLines(zero, 0, recogniseHeader(zero[0])!).map((line) => line.amount)).toEqual([5]);
      const blank = parseCsv('Date,Resident,Amount\n2026-01-15 10:00,Bea,');
      expect(() => readHistoryLines(blank, 0, recogniseHeader(blank[0])!)).toThrow('Line 2: it has no amount.');
    });

    it('takes credit minus debit', () => {
      const split = parseCsv('Date,Resident,Credit,Debit\n2026-01-15 10:00,Bea,,30\n2026-01-15 10:01,Bea,40,');
      expect(readHistoryLines(split, 0, recogniseHeader(split[0])!).map((line) => line.amount)).toEqual([-30, 40]);
    });

    it('names the line of a bad row', () => {
      const bad = parseCsv('Date,Resident,Amount\n2026-01-15 10:00,Bea,10\n2026-01-15 10:00,Bea,1.5');
      expect(() => readHistoryLines(bad, 0, recogniseHeader(bad[0])!)).toThrow('Line 3: "1.5" is not a whole number of L$.');
    });
  });

  describe('dedupeKeyOf', () => {
    const line = {
      row: 2,
      occurredAt: new Date('2026-01-15T18:00:00Z'),
      type: 'Object Sale',
      otherParty: 'Bea',
      description: 'Jacket',
      region: null,
      amount: 250,
      balance: 1000,
      transactionId: null,
    };

    it('uses the transaction id when there is one', () => {
      expect(dedupeKeyOf({ ...line, transactionId: 'ABC' })).toBe('id:abc');
    });

    it('hashes the whole line otherwise: the same line in another file has the same key, another balance another', () => {
      expect(dedupeKeyOf({ ...line, row: 40, otherParty: ' bea ' })).toBe(dedupeKeyOf(line));
      expect(dedupeKeyOf({ ...line, balance: 1001 })).not.toBe(dedupeKeyOf(line));
    });
  });
});
