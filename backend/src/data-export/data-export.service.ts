import { HttpException, HttpStatus, Injectable, StreamableFile } from '@nestjs/common';

import { Clock } from '../common/clock';
import { sltDate } from '../common/time/second-life-time';
import { DomainEvents } from '../event-bus/domain-events';
import type { User } from '../users/user.entity';
import { DataExportRepository, type ExportSnapshot } from './data-export.repository';
import { estimateZippedBytes, EXPORT_FORMAT_VERSION, EXPORT_FORMATS } from './data-export-format';
import { EXPORT_TABLES } from './data-export-tables';
import { zipExport } from './data-export-zip';
import type { DataExportSummaryDto } from './dto/data-export-summary.dto';

const EXPORT_BATCH_SIZE = 2_000;
/** Rows of each table compressed to estimate the ZIP's size. */
const ESTIMATE_SAMPLE_ROWS = 500;
/** End of central directory, with the ZIP64 records a large export needs. */
const ZIP_END_BYTES = 98;
/** Each running export holds one pooled database connection (of 10) until it ends, so only a few may run at once. */
export const MAX_CONCURRENT_DATA_EXPORTS = 2;
export const TOO_MANY_DATA_EXPORTS = 'Too many exports are running at once; please try again in a minute.';

/** "Export everything" (Settings → Data): every row the merchant owns, as a ZIP streamed from one snapshot. */
@Injectable()
export class DataExportService {
  private running = 0;

  constructor(
    private readonly exports: DataExportRepository,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** Rows per table and the expected size of the ZIP, read in one snapshot. */
  async summary(user: User): Promise<DataExportSummaryDto> {
    const snapshot = await this.exports.openSnapshot();
    try {
      const tables = [];
      let estimatedBytes = ZIP_END_BYTES + MANIFEST_ESTIMATE_BYTES;
      for (const table of EXPORT_TABLES) {
        const rows = await snapshot.count(table, user.id);
        const sample = rows === 0 ? [] : await snapshot.sample(table, user.id, ESTIMATE_SAMPLE_ROWS);
        estimatedBytes += estimateZippedBytes(table, rows, sample);
        tables.push({ name: table.name, description: table.description, rows });
      }
      return {
        formatVersion: EXPORT_FORMAT_VERSION,
        tables,
        totalRows: tables.reduce((sum, table) => sum + table.rows, 0),
        files: EXPORT_TABLES.length * EXPORT_FORMATS.length + 1,
        estimatedBytes,
      };
    } finally {
      await snapshot.close();
    }
  }

  /** The ZIP, streamed; everyone (admins too) exports their own rows. */
  async export(user: User): Promise<StreamableFile> {
    if (this.running >= MAX_CONCURRENT_DATA_EXPORTS) throw new HttpException(TOO_MANY_DATA_EXPORTS, HttpStatus.TOO_MANY_REQUESTS);
    const exportedAt = this.clock.now();
    // Recorded before the snapshot is taken, so the export's own activity file shows it.
    await this.domainEvents.publish({
      userId: user.id,
      type: 'data_exported',
      description: 'All data exported as a ZIP',
      metadata: { formatVersion: EXPORT_FORMAT_VERSION },
      targetType: 'user',
      targetId: user.id,
    });
    this.running += 1;
    let snapshot: ExportSnapshot;
    try {
      snapshot = await this.exports.openSnapshot();
    } catch (error) {
      this.running -= 1;
      throw error;
    }
    let counted = true;
    const release = async () => {
      try {
        await snapshot.close();
      } finally {
        if (counted) this.running -= 1;
        counted = false;
      }
    };
    const stream = zipExport({
      tables: EXPORT_TABLES,
      snapshot: { ...snapshot, close: release },
      ownerId: user.id,
      exportedAt,
      merchant: { id: user.id, email: user.email, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null },
      batchSize: EXPORT_BATCH_SIZE,
    });
    return new StreamableFile(stream, {
      type: 'application/zip',
      disposition: `attachment; filename="${exportFileName(exportedAt)}"`,
    });
  }
}

/** Bytes the manifest takes once compressed, about (its size depends on the numbers in it). */
const MANIFEST_ESTIMATE_BYTES = 2_000;

export function exportFileName(at: Date): string {
  return `sl-vendor-data-${sltDate(at)}.zip`;
}
