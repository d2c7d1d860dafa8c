/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ColumnMappingDto } from './columnMappingDto';

export interface UploadHistoryDto {
  /** The CSV's text, at most 4,000,000 characters and 20,000 lines. */
  csv: string;
  /** The file name, for the list of uploads. */
  fileName: string;
  /** The columns, when the headers were not recognised; saved for later uploads. */
  mapping?: ColumnMappingDto;
}
