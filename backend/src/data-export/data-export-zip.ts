import { createHash } from 'node:crypto';
import { type PassThrough, Readable } from 'node:stream';

import { ZipFile } from 'yazl';

import type { ExportSnapshot, TableCursor } from './data-export.repository';
import { EXPORT_FORMAT_VERSION, EXPORT_FORMATS, type ExportFormat, FORMAT_NOTES, rowWriterFor } from './data-export-format';
import type { ExportTable } from './data-export-tables';
import { useNativeCrc32InYazl } from './zip-crc32';

useNativeCrc32InYazl();

export const MANIFEST_NAME = 'manifest.json';

export interface ManifestFile {
  name: string;
  table: string;
  format: ExportFormat;
  description: string;
  /** Data rows (the CSV's header row not counted). */
  rows: number;
  /** Size of the file once unzipped. */
  bytes: number;
  /** SHA-256 of the unzipped file, in hex. */
  sha256: string;
}

export interface Manifest {
  formatVersion: number;
  exportedAt: string;
  merchant: { id: string; email: string | null; name: string | null };
  formats: Record<ExportFormat, string>;
  files: ManifestFile[];
}

export interface ZipExportOptions {
  tables: readonly ExportTable[];
  snapshot: ExportSnapshot;
  ownerId: string;
  exportedAt: Date;
  merchant: Manifest['merchant'];
  /** Rows fetched from the database at a time. */
  batchSize: number;
}

/**
 * The export as a ZIP stream: each table as CSV and as JSON Lines, read from the snapshot batch by batch, then
 * manifest.json with each file's row count, size and SHA-256, computed while the file streamed (so the manifest comes
 * last). yazl compresses one entry after another and pulls from an entry only as fast as the response is read: at
 * most a batch or two of rows is held at any time, whatever the size of the export. The snapshot is closed once the
 * last table is read, or when the stream ends early (an error, or the client went away).
 */
export function zipExport({ tables, snapshot, ownerId, exportedAt, merchant, batchSize }: ZipExportOptions): Readable {
  const zip = new ZipFile();
  // yazl's output is a PassThrough; its types say only NodeJS.ReadableStream.
  const output = zip.outputStream as PassThrough;
  const files: ManifestFile[] = [];
  let current: Readable | null = null;
  let finished = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    await snapshot.close();
  };
  const fail = (error: Error) => {
    output.destroy(error);
  };

  for (const table of tables) {
    const writer = rowWriterFor(table);
    for (const format of EXPORT_FORMATS) {
      const file: ManifestFile = { name: `${table.name}.${format}`, table: table.name, format, description: table.description, rows: 0, bytes: 0, sha256: '' };
      files.push(file);
      zip.addReadStreamLazy(file.name, { mtime: exportedAt }, (ready) => {
        current = tableFile({
          open: () => snapshot.cursor(table, ownerId),
          header: format === 'csv' ? writer.csvHeader : null,
          line: format === 'csv' ? writer.csvLine : writer.jsonLine,
          file,
          batchSize,
        });
        current.once('error', fail);
        ready(null, current);
      });
    }
  }
  zip.addReadStreamLazy(MANIFEST_NAME, { mtime: exportedAt }, (ready) => {
    // Every table file has ended by now: yazl writes entries one after another.
    current = null;
    // Every row is read: a snapshot that fails to end cleanly (its connection lost) changes nothing in the files.
    void finish()
      .catch(() => undefined)
      .then(() => {
        const manifest: Manifest = { formatVersion: EXPORT_FORMAT_VERSION, exportedAt: exportedAt.toISOString(), merchant, formats: FORMAT_NOTES, files };
        ready(null, Readable.from([Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8')]));
      });
  });
  zip.once('error', fail);
  zip.end();

  output.once('close', () => {
    if (current && !current.destroyed) current.destroy();
    finish().catch(() => undefined);
  });
  return output;
}

interface TableFileOptions {
  open: () => Promise<TableCursor>;
  header: string | null;
  line: (row: unknown[]) => string;
  file: ManifestFile;
  batchSize: number;
}

/**
 * One file of the export, pulled by the ZIP writer: the cursor is declared on the first read, one batch is on its way
 * from the database while the previous one is written, and the file's size, rows and hash are counted as it goes.
 */
function tableFile({ open, header, line, file, batchSize }: TableFileOptions): Readable {
  const hash = createHash('sha256');
  let cursor: TableCursor | null = null;
  let ahead: Promise<unknown[][]> | null = null;
  const fetchNext = (from: TableCursor) => {
    const batch = from.next(batchSize);
    // Read by the next read(); a file destroyed before that must not leave an unhandled rejection behind.
    batch.catch(() => undefined);
    return batch;
  };
  const emit = (stream: Readable, text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    hash.update(bytes);
    file.bytes += bytes.length;
    stream.push(bytes);
  };

  return new Readable({
    read() {
      const step = async () => {
        if (!cursor) {
          cursor = await open();
          ahead = fetchNext(cursor);
          if (header !== null) {
            emit(this, header);
            return;
          }
        }
        const rows = await (ahead ?? fetchNext(cursor));
        ahead = null;
        const last = rows.length < batchSize;
        if (!last) ahead = fetchNext(cursor);
        // Closed before the last rows are pushed: a push lets the stream ask for more at once.
        if (last) await cursor.close();
        if (rows.length > 0) {
          file.rows += rows.length;
          let text = '';
          for (const row of rows) text += line(row);
          emit(this, text);
        }
        if (last) {
          file.sha256 = hash.digest('hex');
          this.push(null);
        }
      };
      step().catch((error: Error) => this.destroy(error));
    },
    destroy(error, callback) {
      const closing = cursor ? cursor.close() : Promise.resolve();
      closing.then(
        () => callback(error),
        (closeError: Error) => callback(error ?? closeError),
      );
    },
  });
}
