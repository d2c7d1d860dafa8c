import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { bigintId } from '../common/ids/bigint-id';
import type { ColumnMapping, HistoryLine } from './history-csv';
import type { LineResolution } from './reconciliation-line.entity';
import type { LineMatch } from './reconciliation-matcher';

/** A kept history line as the merchant sees it. */
export interface LineRow {
  id: number;
  occurredAt: Date;
  type: string | null;
  otherParty: string | null;
  description: string | null;
  region: string | null;
  amount: number;
  balance: number | null;
  slTransactionId: string | null;
  matchKind: string | null;
  matchedId: number | null;
  resolution: LineResolution | null;
  resolutionNote: string | null;
  resolvedAt: Date | null;
}

export interface ReconciliationCounts {
  lines: number;
  matched: number;
  missedSales: number;
  unorderedOutgoing: number;
  resolved: number;
  from: Date | null;
  to: Date | null;
}

export interface UploadRow {
  id: number;
  fileName: string;
  lineCount: number;
  newLines: number;
  knownLines: number;
  createdAt: Date;
}

export interface Resolution {
  resolution: LineResolution;
  matchKind: string | null;
  matchedId: number | null;
  note: string | null;
  by: string;
  at: Date;
}

const LINE_COLUMNS = `id::text AS id, "occurredAt", type, "otherParty", description, region, amount, balance, "slTransactionId", "matchKind",
  "matchedId"::text AS "matchedId", resolution, "resolutionNote", "resolvedAt"`;
/** Neither matched nor resolved. */
const OPEN = `"matchKind" IS NULL AND resolution IS NULL`;

type RawLine = Omit<LineRow, 'id' | 'matchedId'> & { id: string; matchedId: string | null };

const toLine = (row: RawLine): LineRow => ({
  ...row,
  id: bigintId(row.id),
  matchedId: row.matchedId === null ? null : bigintId(row.matchedId),
});

/** The merchant's history uploads, their lines and matches, and their saved column mapping. */
@Injectable()
export class ReconciliationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one database transaction; the methods taking a manager join it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async savedMapping(ownerId: string): Promise<ColumnMapping | null> {
    const [row]: Array<{ mapping: ColumnMapping }> = await this.dataSource.query(`SELECT mapping FROM reconciliation_mappings WHERE "ownerId" = $1`, [ownerId]);
    return row?.mapping ?? null;
  }

  async saveMapping(manager: EntityManager, ownerId: string, mapping: ColumnMapping): Promise<void> {
    await manager.query(
      `INSERT INTO reconciliation_mappings ("ownerId", mapping, "updatedAt") VALUES ($1, $2, now())
       ON CONFLICT ("ownerId") DO UPDATE SET mapping = EXCLUDED.mapping, "updatedAt" = now()`,
      [ownerId, JSON.stringify(mapping)],
    );
  }

  /** Records the upload and adds the lines the merchant does not have yet; how many were new. */
  async addUpload(manager: EntityManager, ownerId: string, fileName: string, lines: ReadonlyArray<HistoryLine & { dedupeKey: string }>): Promise<UploadRow> {
    const [upload]: Array<{ id: number }> = await manager.query(
      `INSERT INTO reconciliation_uploads ("ownerId", "fileName", "lineCount", "newLines", "knownLines") VALUES ($1, $2, $3, 0, 0) RETURNING id`,
      [ownerId, fileName, lines.length],
    );
    const payload = lines.map((line) => ({
      k: line.dedupeKey,
      o: line.occurredAt.toISOString(),
      t: line.type,
      p: line.otherParty,
      d: line.description,
      r: line.region,
      a: line.amount,
      b: line.balance,
      s: line.transactionId,
    }));
    const [{ added }]: Array<{ added: number }> = await manager.query(
      `WITH added AS (
         INSERT INTO reconciliation_lines ("ownerId", "uploadId", "dedupeKey", "occurredAt", type, "otherParty", description, region, amount, balance, "slTransactionId")
         SELECT DISTINCT ON (x.k) $1, $2, x.k, x.o, x.t, x.p, x.d, x.r, x.a, x.b, x.s
         FROM jsonb_to_recordset($3::jsonb) AS x(k varchar, o timestamptz, t varchar, p varchar, d varchar, r varchar, a int, b int, s varchar)
         ON CONFLICT ("ownerId", "dedupeKey") DO NOTHING
         RETURNING 1)
       SELECT count(*)::int AS added FROM added`,
      [ownerId, upload.id, JSON.stringify(payload)],
    );
    const [row]: UploadRow[] = await manager.query(
      `WITH counted AS (UPDATE reconciliation_uploads SET "newLines" = $2, "knownLines" = "lineCount" - $2 WHERE id = $1
                         RETURNING id, "fileName", "lineCount", "newLines", "knownLines", "createdAt")
       SELECT * FROM counted`,
      [upload.id, added],
    );
    return row;
  }

  /** The merchant's lines neither matched nor resolved, oldest first (what the matcher works on). */
  async openLines(manager: EntityManager, ownerId: string): Promise<LineRow[]> {
    const rows: RawLine[] = await manager.query(`SELECT ${LINE_COLUMNS} FROM reconciliation_lines WHERE "ownerId" = $1 AND ${OPEN} ORDER BY "occurredAt", id`, [
      ownerId,
    ]);
    return rows.map(toLine);
  }

  /** The records already matched with a line of the merchant, as 'kind:id'. */
  async matchedRecords(manager: EntityManager, ownerId: string): Promise<Set<string>> {
    const rows: Array<{ ref: string }> = await manager.query(
      `SELECT "matchKind" || ':' || "matchedId" AS ref FROM reconciliation_lines WHERE "ownerId" = $1 AND "matchKind" IS NOT NULL`,
      [ownerId],
    );
    return new Set(rows.map((row) => row.ref));
  }

  async setMatches(manager: EntityManager, ownerId: string, matches: readonly LineMatch[]): Promise<void> {
    if (matches.length === 0) return;
    await manager.query(
      `UPDATE reconciliation_lines l SET "matchKind" = x.kind, "matchedId" = x.record
       FROM jsonb_to_recordset($2::jsonb) AS x(line bigint, kind varchar, record bigint)
       WHERE l.id = x.line AND l."ownerId" = $1`,
      [ownerId, JSON.stringify(matches.map((match) => ({ line: match.lineId, kind: match.kind, record: match.recordId })))],
    );
  }

  async counts(ownerId: string): Promise<ReconciliationCounts> {
    const [row]: ReconciliationCounts[] = await this.dataSource.query(
      `SELECT count(*)::int AS lines,
              count(*) FILTER (WHERE "matchKind" IS NOT NULL AND resolution IS NULL)::int AS matched,
              count(*) FILTER (WHERE ${OPEN} AND amount > 0)::int AS "missedSales",
              count(*) FILTER (WHERE ${OPEN} AND amount < 0)::int AS "unorderedOutgoing",
              count(*) FILTER (WHERE resolution IS NOT NULL)::int AS resolved,
              min("occurredAt") AS "from", max("occurredAt") AS "to"
       FROM reconciliation_lines WHERE "ownerId" = $1`,
      [ownerId],
    );
    return row;
  }

  /** The ids of the merchant's sales a line was matched with (or linked to, or recorded from). */
  async matchedSaleIds(ownerId: string): Promise<Set<number>> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT "matchedId"::text AS id FROM reconciliation_lines WHERE "ownerId" = $1 AND "matchKind" = 'sale'`,
      [ownerId],
    );
    return new Set(rows.map((row) => bigintId(row.id)));
  }

  /** The merchant's open lines, oldest first, up to `limit`. */
  async openLinesPage(ownerId: string, limit: number): Promise<LineRow[]> {
    const rows: RawLine[] = await this.dataSource.query(
      `SELECT ${LINE_COLUMNS} FROM reconciliation_lines WHERE "ownerId" = $1 AND ${OPEN} ORDER BY "occurredAt", id LIMIT $2`,
      [ownerId, limit],
    );
    return rows.map(toLine);
  }

  /** The merchant's line, locked until the transaction ends; null when there is none (or it is another merchant's). */
  async lockLineOfOwner(manager: EntityManager, id: number, ownerId: string): Promise<LineRow | null> {
    const [row]: RawLine[] = await manager.query(`SELECT ${LINE_COLUMNS} FROM reconciliation_lines WHERE id = $1 AND "ownerId" = $2 FOR UPDATE`, [id, ownerId]);
    return row ? toLine(row) : null;
  }

  async findLine(manager: EntityManager, id: number): Promise<LineRow> {
    const [row]: RawLine[] = await manager.query(`SELECT ${LINE_COLUMNS} FROM reconciliation_lines WHERE id = $1`, [id]);
    return toLine(row);
  }

  /** Whether a line of the merchant is matched with this record already. */
  async isMatched(manager: EntityManager, ownerId: string, kind: string, recordId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM reconciliation_lines WHERE "ownerId" = $1 AND "matchKind" = $2 AND "matchedId" = $3`, [
      ownerId,
      kind,
      recordId,
    ]);
    return rows.length > 0;
  }

  async resolve(manager: EntityManager, id: number, resolution: Resolution): Promise<void> {
    await manager.query(
      `UPDATE reconciliation_lines SET resolution = $2, "matchKind" = $3, "matchedId" = $4, "resolutionNote" = $5, "resolvedBy" = $6, "resolvedAt" = $7
       WHERE id = $1`,
      [id, resolution.resolution, resolution.matchKind, resolution.matchedId, resolution.note, resolution.by, resolution.at],
    );
  }

  uploadsOf(ownerId: string, limit: number): Promise<UploadRow[]> {
    return this.dataSource.query(
      `SELECT id, "fileName", "lineCount", "newLines", "knownLines", "createdAt" FROM reconciliation_uploads WHERE "ownerId" = $1 ORDER BY id DESC LIMIT $2`,
      [ownerId, limit],
    );
  }
}
