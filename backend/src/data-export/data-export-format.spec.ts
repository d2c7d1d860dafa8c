import { deflateRawSync } from 'node:zlib';

import type { TransactionExportRow } from '../sales/dto/transaction.dto';
import { TRANSACTION_CSV_HEADER, transactionCsvLine } from '../sales/transactions-csv';
import { estimateZippedBytes, rowWriterFor } from './data-export-format';
import { EXPORT_TABLES, type ExportTable } from './data-export-tables';

const table: ExportTable = {
  name: 'samples',
  description: 'Every kind of column',
  columns: [
    { name: 'id', kind: 'bigint', sql: 'x.id' },
    { name: 'count', kind: 'integer', sql: 'x.count' },
    { name: 'rate', kind: 'decimal', sql: 'x.rate' },
    { name: 'status', kind: 'code', sql: 'x.status' },
    { name: 'name', kind: 'text', sql: 'x.name' },
    { name: 'at', kind: 'instant', sql: 'x.at' },
    { name: 'active', kind: 'boolean', sql: 'x.active' },
    { name: 'meta', kind: 'json', sql: 'x.meta' },
    { name: 'keys', kind: 'list', sql: 'x.keys' },
  ],
  from: 'FROM x WHERE x.owner = $1',
  orderBy: 'x.id',
};

const row = ['9007199254740991', 3, '5.2500', 'completed', '=cmd, "quoted"', '2026-01-15 08:01:00.123456+00', true, { a: [1, 'b'] }, ['k1', 'k,2']];
const empty = [null, null, null, null, null, null, null, null, null];

describe('data export rows', () => {
  const writer = rowWriterFor(table);

  it('writes a CSV header and lines in the column order, defusing free text and quoting as RFC 4180 says', () => {
    expect(writer.csvHeader).toBe('id,count,rate,status,name,at,active,meta,keys\r\n');
    expect(writer.csvLine(row)).toBe(
      `9007199254740991,3,5.2500,completed,"'=cmd, ""quoted""",2026-01-15T08:01:00.123Z,true,"{""a"":[1,""b""]}","[""k1"",""k,2""]"\r\n`,
    );
    expect(writer.csvLine(empty)).toBe(',,,,,,,,\r\n');
  });

  it('writes one JSON object a line with exact values: ids as numbers, decimals as text, instants in UTC', () => {
    const line = writer.jsonLine(row);
    expect(line.endsWith('}\n')).toBe(true);
    expect(line.indexOf('\n')).toBe(line.length - 1);
    expect(JSON.parse(line)).toEqual({
      id: 9007199254740991,
      count: 3,
      rate: '5.2500',
      status: 'completed',
      name: '=cmd, "quoted"',
      at: '2026-01-15T08:01:00.123Z',
      active: true,
      meta: { a: [1, 'b'] },
      keys: ['k1', 'k,2'],
    });
    expect(JSON.parse(writer.jsonLine(empty))).toEqual(Object.fromEntries(table.columns.map((column) => [column.name, null])));
  });

  it('keeps a line on one line whatever the text holds', () => {
    const line = writer.jsonLine(['1', 1, '1', 'x', 'two\nlines\r\u2028', '2026-01-15 08:01:00+00', false, null, []]);
    expect(line.split('\n')).toHaveLength(2);
    expect(JSON.parse(line).name).toBe('two\nlines\r\u2028');
    expect(JSON.parse(line).at).toBe('2026-01-15T08:01:00.000Z');
  });

  it('writes sales with the Transactions CSV export line, then the extra columns', () => {
    const sales = EXPORT_TABLES.find((entry) => entry.name === 'sales')!;
    const salesWriter = rowWriterFor(sales);
    expect(salesWriter.csvHeader.startsWith(TRANSACTION_CSV_HEADER.slice(0, -2) + ',')).toBe(true);
    const sale = [
      '42',
      '2026-01-15 08:01:00.5+00',
      'completed',
      7,
      'Main Store',
      3,
      '+Hat',
      'a0b1',
      'Ava Resident',
      250,
      '12.50',
      '5.0000',
      null,
      null,
      'Luna Bay',
      null,
      null,
      'lindens',
      'coupon',
      'SPRING',
      50,
      'in-world',
      300,
      true,
      150,
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      null,
      '-object',
    ];
    expect(sale).toHaveLength(sales.columns.length);
    const expectedPrefix = transactionCsvLine(sale.slice(0, 25) as unknown as TransactionExportRow).slice(0, -2);
    expect(expectedPrefix.endsWith(',in-world,300,true,150')).toBe(true);
    expect(salesWriter.csvLine(sale)).toBe(`${expectedPrefix},0f8fad5b-d9cb-469f-a165-70867728950e,,'-object\r\n`);
    expect(JSON.parse(salesWriter.jsonLine(sale))).toMatchObject({
      id: 42,
      productName: '+Hat',
      discountCode: 'SPRING',
      saleId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      priceMismatch: true,
      listPrice: 300,
      refundedAmount: 150,
    });
  });

  it('lists each column once in every table, and no secret column', () => {
    for (const entry of EXPORT_TABLES) {
      const names = entry.columns.map((column) => column.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names.filter((name) => /hash|salt|password|token|fingerprint/i.test(name))).toEqual([]);
    }
  });

  it('estimates the zipped size from a sample: close to the real compressed size for rows like the sample', () => {
    const rows = Array.from({ length: 4000 }, (_, index) => [
      String(index + 1),
      index % 97,
      `${index % 10}.${String(index % 100).padStart(2, '0')}00`,
      index % 7 === 0 ? 'refunded' : 'completed',
      `Buyer ${(index * 7919) % 5000} Resident`,
      `2026-01-15 08:${String(index % 60).padStart(2, '0')}:00.${index % 1000}+00`,
      index % 2 === 0,
      null,
      [],
    ]);
    const estimate = estimateZippedBytes(table, rows.length, rows.slice(0, 500));
    const real =
      deflateRawSync(Buffer.from(writer.csvHeader + rows.map(writer.csvLine).join(''))).length +
      deflateRawSync(Buffer.from(rows.map(writer.jsonLine).join(''))).length;
    expect(estimate).toBeGreaterThan(real * 0.8);
    expect(estimate).toBeLessThan(real * 1.5);
    expect(estimateZippedBytes(table, 0, [])).toBeLessThan(400);
  });
});
