/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ProductImportRowDto } from './productImportRowDto';

export interface ProductImportResultDto {
  /** Products created (or that would be). */
  created: number;
  /** Lines with errors. */
  errorCount: number;
  /** Whether the products were written (never on a dry run, never when a line has errors). */
  imported: boolean;
  rows: ProductImportRowDto[];
  /** Products changed (or that would be). */
  updated: number;
}
