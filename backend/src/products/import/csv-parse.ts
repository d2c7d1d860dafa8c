/** A CSV file read into lines of cells, or the reason it cannot be read. */
export type ParsedCsv = { ok: true; records: CsvRecord[] } | { ok: false; message: string };

export interface CsvRecord {
  /** The file's line where the record starts (1 for the header). */
  line: number;
  cells: string[];
}

/**
 * Reads CSV as RFC 4180 writes it (and spreadsheets export it): comma-separated cells, cells in double quotes
 * may hold commas, line breaks and doubled quotes (""), lines end with CRLF or LF. A byte order mark at the start
 * is ignored; blank lines, and lines of empty cells only (spreadsheets write them), are skipped.
 */
export function parseCsv(text: string): ParsedCsv {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let cellStarted = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    cellStarted = false;
  };
  const endRecord = () => {
    endCell();
    if (cells.some((value) => value.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
  };

  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"') {
      if (cellStarted && cell.trim() !== '')
        return { ok: false, message: `Line ${line}: a quote (") may only start a cell; write "" for a quote inside a quoted cell.` };
      cell = '';
      quoted = true;
      cellStarted = true;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += char;
      cellStarted = true;
    }
  }
  if (quoted) return { ok: false, message: `Line ${recordLine}: a quoted cell is not closed.` };
  if (cellStarted || cell !== '' || cells.length > 0) endRecord();
  return { ok: true, records };
}
