/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UploadSummaryDto {
  createdAt: string;
  fileName: string;
  id: number;
  /** Lines already known from an earlier upload, not counted again. */
  knownLines: number;
  /** Lines read from the file. */
  lineCount: number;
  /** Lines added: not in an earlier upload. */
  newLines: number;
}
