/**
 * Matching a merchant's Second Life history lines with what the platform recorded. Pure: the service loads the lines
 * and the records, this pairs them, one record per line at most.
 */

/** A history line's time and a record's may differ by this much (the script's call, clocks, queues). */
export const MATCH_TOLERANCE_MS = 10 * 60_000;

/** A history line still to match. `amount` is signed: received positive, paid negative. */
export interface LineToMatch {
  id: number;
  occurredAt: Date;
  otherParty: string | null;
  amount: number;
  transactionId: string | null;
}

/**
 * Something the platform recorded that moved L$: a sale (L$ in), a refund, a partner payout (L$ out), and any kind
 * of outgoing record to come (commission payments): each kind is loaded by one function (OutgoingSource) and matched
 * here the same way.
 */
export interface LedgerRecord {
  /** 'sale', 'refund', 'payout', … */
  kind: string;
  id: number;
  direction: 'in' | 'out';
  /** The whole L$ the history may show for it (a sale: its amount, or the list price paid when a discount went back as change). */
  amounts: readonly number[];
  at: Date;
  /** Who paid or was paid: avatar key (lower case) and name, when known. */
  partyKey: string | null;
  partyName: string | null;
  /** Second Life's transaction key, when the platform has it (a payout's or refund's transfer, a Marketplace order). */
  slKey: string | null;
}

export interface LineMatch {
  lineId: number;
  kind: string;
  recordId: number;
}

export const recordRef = (record: Pick<LedgerRecord, 'kind' | 'id'>): string => `${record.kind}:${record.id}`;

/** "Bea.Resident", "bea resident" and "Bea" (a username without the legacy surname) name the same avatar. */
export function normaliseAvatarName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[._]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ resident$/, '');
}

const AVATAR_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the line's other party is the record's: by key when the line holds one, else by name; a record naming nobody passes. */
export function samePartyAs(line: Pick<LineToMatch, 'otherParty'>, record: Pick<LedgerRecord, 'partyKey' | 'partyName'>): boolean {
  const party = line.otherParty?.trim();
  if (!party) return record.partyKey === null && record.partyName === null;
  if (AVATAR_KEY.test(party)) return record.partyKey === null ? record.partyName === null : record.partyKey.toLowerCase() === party.toLowerCase();
  if (record.partyName === null) return true;
  return normaliseAvatarName(record.partyName) === normaliseAvatarName(party);
}

/**
 * Pairs lines with records, each record with one line at most (`taken`: records already matched by earlier lines).
 * First by Second Life transaction key where both sides have it; then by direction, amount, party and time within
 * the tolerance, the nearest in time first, earlier lines first.
 */
export function matchLines(lines: readonly LineToMatch[], records: readonly LedgerRecord[], taken: ReadonlySet<string> = new Set()): LineMatch[] {
  const used = new Set(taken);
  const matches: LineMatch[] = [];
  const matched = new Set<number>();
  const byKey = new Map(records.filter((record) => record.slKey).map((record) => [record.slKey!.toLowerCase(), record]));
  for (const line of lines) {
    const record = line.transactionId ? byKey.get(line.transactionId.toLowerCase()) : undefined;
    if (!record || used.has(recordRef(record)) || direction(line) !== record.direction) continue;
    used.add(recordRef(record));
    matched.add(line.id);
    matches.push({ lineId: line.id, kind: record.kind, recordId: record.id });
  }
  const ordered = [...lines].filter((line) => !matched.has(line.id)).sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id - b.id);
  for (const line of ordered) {
    const paid = Math.abs(line.amount);
    let best: LedgerRecord | null = null;
    let bestGap = Infinity;
    for (const record of records) {
      if (record.direction !== direction(line) || used.has(recordRef(record)) || !record.amounts.includes(paid)) continue;
      const gap = Math.abs(record.at.getTime() - line.occurredAt.getTime());
      if (gap > MATCH_TOLERANCE_MS || gap >= bestGap || !samePartyAs(line, record)) continue;
      best = record;
      bestGap = gap;
    }
    if (!best) continue;
    used.add(recordRef(best));
    matches.push({ lineId: line.id, kind: best.kind, recordId: best.id });
  }
  return matches;
}

const direction = (line: Pick<LineToMatch, 'amount'>): 'in' | 'out' => (line.amount > 0 ? 'in' : 'out');
