import { type LedgerRecord, type LineToMatch, matchLines, normaliseAvatarName, samePartyAs } from './reconciliation-matcher';

const at = (iso: string) => new Date(iso);
const line = (id: number, fields: Partial<LineToMatch>): LineToMatch => ({
  id,
  occurredAt: at('2026-01-15T18:00:00Z'),
  otherParty: 'Bea Resident',
  amount: 250,
  transactionId: null,
  ...fields,
});
const sale = (id: number, fields: Partial<LedgerRecord> = {}): LedgerRecord => ({
  kind: 'sale',
  id,
  direction: 'in',
  amounts: [250],
  at: at('2026-01-15T18:02:00Z'),
  partyKey: 'aaaaaaaa-0000-4000-8000-000000000001',
  partyName: 'bea.resident',
  slKey: null,
  ...fields,
});

describe('reconciliation matcher', () => {
  it('normalises avatar names: usernames, legacy names and the Resident surname', () => {
    expect(normaliseAvatarName(' Bea.Resident ')).toBe('bea');
    expect(normaliseAvatarName('Cid  Zhou')).toBe('cid zhou');
    expect(samePartyAs({ otherParty: 'cid.zhou' }, { partyKey: null, partyName: 'Cid Zhou' })).toBe(true);
    expect(samePartyAs({ otherParty: 'Dan' }, { partyKey: null, partyName: 'Cid Zhou' })).toBe(false);
  });

  it('matches an incoming line to a sale of the same payer, amount and time within the tolerance', () => {
    expect(matchLines([line(1, {})], [sale(10)])).toEqual([{ lineId: 1, kind: 'sale', recordId: 10 }]);
  });

  it('leaves unmatched what is too far in time, another amount or another payer', () => {
    expect(matchLines([line(1, {})], [sale(10, { at: at('2026-01-15T18:10:01Z') })])).toEqual([]);
    expect(matchLines([line(1, { amount: 251 })], [sale(10)])).toEqual([]);
    expect(matchLines([line(1, { otherParty: 'Someone Else' })], [sale(10)])).toEqual([]);
  });

  it('matches a discounted sale by the list price paid', () => {
    expect(matchLines([line(1, { amount: 300 })], [sale(10, { amounts: [250, 300] })])).toEqual([{ lineId: 1, kind: 'sale', recordId: 10 }]);
  });

  it('pairs each record once, the nearest in time first', () => {
    const lines = [line(1, { occurredAt: at('2026-01-15T18:00:00Z') }), line(2, { occurredAt: at('2026-01-15T18:05:00Z') })];
    const records = [sale(10, { at: at('2026-01-15T18:05:30Z') }), sale(11, { at: at('2026-01-15T18:00:20Z') })];
    expect(matchLines(lines, records)).toEqual([
      { lineId: 1, kind: 'sale', recordId: 11 },
      { lineId: 2, kind: 'sale', recordId: 10 },
    ]);
    expect(matchLines([line(1, {})], [sale(10)], new Set(['sale:10']))).toEqual([]);
  });

  it('matches by Second Life transaction key first, whatever the time', () => {
    const records = [sale(10, { slKey: 'KEY-1', at: at('2026-01-16T00:00:00Z') }), sale(11)];
    expect(matchLines([line(1, { transactionId: 'key-1' })], records)).toEqual([{ lineId: 1, kind: 'sale', recordId: 10 }]);
  });

  it('matches outgoing lines to outgoing records of any kind, never to sales', () => {
    const payout: LedgerRecord = { ...sale(20), kind: 'payout', direction: 'out', amounts: [25], partyName: 'Cid Zhou', partyKey: null };
    const commission: LedgerRecord = { ...payout, kind: 'commission', id: 30, amounts: [12] };
    const lines = [line(1, { amount: -25, otherParty: 'Cid Zhou' }), line(2, { amount: -12, otherParty: 'Cid Zhou' }), line(3, { amount: -250 })];
    expect(matchLines(lines, [payout, commission, sale(10)])).toEqual([
      { lineId: 1, kind: 'payout', recordId: 20 },
      { lineId: 2, kind: 'commission', recordId: 30 },
    ]);
  });
});
