/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { DataExportTableDto } from './dataExportTableDto';

export interface DataExportSummaryDto {
  /** The expected size of the ZIP in bytes, from a sample of each table compressed as the ZIP compresses it: a guess for a progress bar. */
  estimatedBytes: number;
  /** Files in the ZIP: a CSV and a JSON Lines file per table, and manifest.json. */
  files: number;
  /** Layout version of the files, also in manifest.json. */
  formatVersion: number;
  /** The tables in the order the ZIP holds them. */
  tables: DataExportTableDto[];
  /** The rows of all tables. */
  totalRows: number;
}
