import { ApiProperty } from '@nestjs/swagger';

export class DataExportTableDto {
  @ApiProperty({ description: 'The table, written as <name>.csv and <name>.jsonl in the ZIP.', example: 'sales' })
  name: string;

  @ApiProperty({ description: 'What the table holds.', example: 'Every sale of your vendors, oldest first' })
  description: string;

  @ApiProperty({ type: 'integer', description: 'Rows the table holds for you now (each of its two files has as many).', example: 1250 })
  rows: number;
}

/** What "Export everything" is about to download: the totals its progress bar measures against. */
export class DataExportSummaryDto {
  @ApiProperty({ type: 'integer', description: 'Layout version of the files, also in manifest.json.', example: 1 })
  formatVersion: number;

  @ApiProperty({ type: [DataExportTableDto], description: 'The tables in the order the ZIP holds them.' })
  tables: DataExportTableDto[];

  @ApiProperty({ type: 'integer', description: 'The rows of all tables.', example: 1342 })
  totalRows: number;

  @ApiProperty({ type: 'integer', description: 'Files in the ZIP: a CSV and a JSON Lines file per table, and manifest.json.', example: 29 })
  files: number;

  @ApiProperty({
    type: 'integer',
    description: 'The expected size of the ZIP in bytes, from a sample of each table compressed as the ZIP compresses it: a guess for a progress bar.',
    example: 184320,
  })
  estimatedBytes: number;
}
