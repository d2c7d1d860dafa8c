import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DataSource } from 'typeorm';

import type { ExportTable } from './data-export-tables';

/** A client that stops reading must not hold the connection for ever: the server ends the session after this. */
const EXPORT_IDLE_TIMEOUT = '2min';

/** Rows of one table, read batch by batch from a server-side cursor; close() once reading stops. */
export interface TableCursor {
  next(count: number): Promise<unknown[][]>;
  close(): Promise<void>;
}

/**
 * One read-only snapshot of the database on its own connection: every table of an export is read as of the same
 * instant, so a sale and its redelivery or gift card never disagree. close() ends it and gives the connection back.
 */
export interface ExportSnapshot {
  cursor(table: ExportTable, ownerId: string): Promise<TableCursor>;
  count(table: ExportTable, ownerId: string): Promise<number>;
  /** The first rows of the table, as the cursor gives them (for estimating the export's size). */
  sample(table: ExportTable, ownerId: string, limit: number): Promise<unknown[][]>;
  close(): Promise<void>;
}

/** The table's columns as SQL; instants as text, written without building a Date per value (transactions-csv.ts, isoInstant). */
function selectList(table: ExportTable): string {
  return table.columns.map((column) => (column.kind === 'instant' ? `(${column.sql})::text` : column.sql)).join(', ');
}

function rowsQuery(table: ExportTable): string {
  return `SELECT ${selectList(table)} ${table.from} ORDER BY ${table.orderBy}`;
}

@Injectable()
export class DataExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Opens a REPEATABLE READ, READ ONLY transaction on a connection of its own. */
  async openSnapshot(): Promise<ExportSnapshot> {
    const runner = this.dataSource.createQueryRunner();
    // The runner's own pg client: rows come as arrays (no object per row; a big export is paced by this CPU).
    const client = (await runner.connect()) as PoolClient;
    try {
      await runner.startTransaction('REPEATABLE READ');
      await runner.query('SET TRANSACTION READ ONLY');
      await runner.query(`SET LOCAL idle_in_transaction_session_timeout = '${EXPORT_IDLE_TIMEOUT}'`);
      // Named for as long as the export runs, so an operator (and a test) can tell its session in pg_stat_activity.
      await runner.query(`SET LOCAL application_name = 'slv-data-export'`);
      // As the Transactions export: the owner index is walked rather than the whole createdAt index (docs/decisions/0062-data-export.md).
      await runner.query('SET LOCAL random_page_cost = 1.1');
      // Instants read as text come in this form: 2026-01-15 08:01:00.123456+00.
      await runner.query(`SET LOCAL TimeZone = 'UTC'`);
      await runner.query(`SET LOCAL DateStyle = 'ISO, MDY'`);
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
      throw error;
    }

    let closed = false;
    let cursors = 0;
    // One statement at a time on the connection, in the order asked (a CLOSE may be asked while a FETCH runs).
    let queue: Promise<unknown> = Promise.resolve();
    const serial = <T>(statement: () => Promise<T>): Promise<T> => {
      const result = queue.then(statement, statement);
      queue = result.catch(() => undefined);
      return result;
    };
    const arrays = (text: string, values: unknown[] = []) =>
      serial(async () => {
        if (closed) throw new Error('The export snapshot is closed.');
        return (await client.query<unknown[]>({ text, values, rowMode: 'array' })).rows;
      });

    return {
      cursor: async (table, ownerId) => {
        cursors += 1;
        const name = `data_export_${cursors}`;
        await arrays(`DECLARE ${name} NO SCROLL CURSOR FOR ${rowsQuery(table)}`, [ownerId]);
        let done = false;
        return {
          next: (count) => arrays(`FETCH FORWARD ${Math.trunc(count)} FROM ${name}`),
          // Nothing to close once the snapshot is closed: ending the transaction closed its cursors.
          close: () =>
            serial(async () => {
              if (done || closed) return;
              done = true;
              await client.query(`CLOSE ${name}`);
            }),
        };
      },
      count: async (table, ownerId) => {
        const [[count]] = await arrays(`SELECT count(*)::float8 ${table.from}`, [ownerId]);
        return count as number;
      },
      sample: (table, ownerId, limit) => arrays(`${rowsQuery(table)} LIMIT ${Math.trunc(limit)}`, [ownerId]),
      close: () =>
        serial(async () => {
          if (closed) return;
          closed = true;
          try {
            await runner.rollbackTransaction();
          } finally {
            await runner.release();
          }
        }),
    };
  }
}
