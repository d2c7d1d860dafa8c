import { describe, expect, it } from 'vitest';

import type { ReconciliationSummaryDto } from '../../api/generated/model';
import { lineKind, mappingOf, mappingProblem, signedLindens, suggestedVendorId, summaryFigures, uploadMessage } from './reconciliation-logic';

describe('reconciliation logic', () => {
  it('sends only the columns chosen, and says what a mapping lacks', () => {
    expect(mappingOf({ date: 'Wann', otherParty: 'Wer', amount: '', region: 'Ort' })).toEqual({ date: 'Wann', otherParty: 'Wer', region: 'Ort' });
    expect(mappingProblem({})).toBe('Choose the date column.');
    expect(mappingProblem({ date: 'Wann' })).toBe('Choose the other resident column.');
    expect(mappingProblem({ date: 'Wann', otherParty: 'Wer', credit: 'Haben' })).toBe('Choose the amount column, or both credit and debit.');
    expect(mappingProblem({ date: 'Wann', otherParty: 'Wer', credit: 'Haben', debit: 'Soll' })).toBeNull();
    expect(mappingProblem({ date: 'Wann', otherParty: 'Wer', amount: 'Betrag' })).toBeNull();
  });

  it('tells how many lines were new and how many already known', () => {
    const upload = { id: 1, fileName: 'a.csv', lineCount: 62, newLines: 10, knownLines: 52, createdAt: '2026-02-01T00:00:00Z' };
    expect(uploadMessage({ status: 'imported', message: null, headers: [], upload, matchedNow: 1 })).toBe(
      '62 lines read: 10 new, 52 already known; 1 line matched now.',
    );
    expect(uploadMessage({ status: 'needs_mapping', message: 'Map the columns.', headers: ['A'], upload: null, matchedNow: 0 })).toBe('Map the columns.');
  });

  it('shows the four figures', () => {
    const summary = { lines: 212, matched: 204, missedSales: 3, salesWithoutLindens: 1, unorderedOutgoing: 5 } as ReconciliationSummaryDto;
    expect(summaryFigures(summary).map((figure) => [figure.title, figure.value])).toEqual([
      ['Matched', 204],
      ['Missed sales', 3],
      ['Sales with no L$', 1],
      ['Unordered outgoing', 5],
    ]);
    expect(summaryFigures(summary)[0].hint).toBe('of 212 history lines kept');
  });

  it('names a line by its direction, with a signed amount', () => {
    expect(lineKind({ amount: 450 })).toBe('L$ received with no recorded sale');
    expect(lineKind({ amount: -777 })).toBe('Outgoing L$ the platform did not order');
    expect(signedLindens(1450)).toBe('+L$1,450');
    expect(signedLindens(-777)).toBe('-L$777');
  });

  it('offers the vendor the line names, else the first', () => {
    const vendors = [
      { id: 1, name: 'Main Store' },
      { id: 2, name: 'Beach Kiosk' },
    ];
    expect(suggestedVendorId({ description: 'Hat from beach kiosk', region: null }, vendors)).toBe(2);
    expect(suggestedVendorId({ description: 'Hat', region: 'Luna Bay' }, vendors)).toBe(1);
    expect(suggestedVendorId({ description: null, region: null }, [])).toBeNull();
  });
});
