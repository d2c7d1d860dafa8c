import { parseCsv } from './csv-parse';

describe('parseCsv', () => {
  const cells = (text: string) => {
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.records.map((record) => [record.line, ...record.cells]);
  };

  it('reads plain cells, LF and CRLF line ends, and a last line without an end', () => {
    expect(cells('a,b\r\n1,2\n3,4')).toEqual([
      [1, 'a', 'b'],
      [2, '1', '2'],
      [3, '3', '4'],
    ]);
  });

  it('reads quoted cells holding commas, doubled quotes and line breaks, and counts lines across them', () => {
    expect(cells('name,description\n"Dress, red","Says ""hi""\nand more"\nNext,x\n')).toEqual([
      [1, 'name', 'description'],
      [2, 'Dress, red', 'Says "hi"\nand more'],
      [4, 'Next', 'x'],
    ]);
  });

  it('keeps empty cells, skips blank lines and lines of empty cells, and ignores a byte order mark', () => {
    expect(cells('\uFEFFa,b,c\n\n1,,3\n,,\n5,6,7')).toEqual([
      [1, 'a', 'b', 'c'],
      [3, '1', '', '3'],
      [5, '5', '6', '7'],
    ]);
  });

  it('refuses an unclosed quote and a quote in the middle of a cell, naming the line', () => {
    expect(parseCsv('a\n"open')).toEqual({ ok: false, message: 'Line 2: a quoted cell is not closed.' });
    expect(parseCsv('a\nab"c"')).toEqual({ ok: false, message: 'Line 2: a quote (") may only start a cell; write "" for a quote inside a quoted cell.' });
  });

  it('reads an empty file as no records', () => {
    expect(cells('')).toEqual([]);
  });
});
