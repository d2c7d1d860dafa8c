/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface DataExportTableDto {
  /** What the table holds. */
  description: string;
  /** The table, written as <name>.csv and <name>.jsonl in the ZIP. */
  name: string;
  /** Rows the table holds for you now (each of its two files has as many). */
  rows: number;
}
