import { randomBytes } from 'node:crypto';
import { type PassThrough, Readable } from 'node:stream';
import type * as zlib from 'node:zlib';

import { type Entry, fromBuffer } from 'yauzl';
import { ZipFile } from 'yazl';

import { javascriptCrc32, useNativeCrc32InYazl, yazlUsesNativeCrc32 } from './zip-crc32';

async function zipped(files: Record<string, Buffer[]>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, chunks] of Object.entries(files)) zip.addReadStream(Readable.from(chunks), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as PassThrough) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function centralDirectory(zip: Buffer): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: false }, (error, file) => {
      if (error) return reject(error);
      const entries: Entry[] = [];
      file.on('entry', (entry: Entry) => entries.push(entry));
      file.on('end', () => resolve(entries));
      file.on('error', reject);
    });
  });
}

describe("yazl's CRC-32, computed natively", () => {
  beforeAll(() => useNativeCrc32InYazl());

  it('gives the numbers buffer-crc32 gives, chunk after chunk', () => {
    const chunks = [Buffer.alloc(0), Buffer.from('a'), randomBytes(1000), randomBytes(65_537), Buffer.from('{"id":1}\n')];
    let expected = 0;
    for (const chunk of chunks) expected = javascriptCrc32(chunk, expected);
    const { crc32 } = jest.requireActual<typeof zlib>('node:zlib');
    let native = 0;
    for (const chunk of chunks) native = crc32(chunk, native);
    expect(native).toBe(expected);
    expect(javascriptCrc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes each entry with the CRC-32 of its bytes into the ZIP', async () => {
    expect(yazlUsesNativeCrc32()).toBe(true);
    const files = { 'a.csv': [Buffer.from('id,name\r\n'), randomBytes(70_000)], 'empty.jsonl': [], 'b.jsonl': [Buffer.from('{"x":1}\n')] };
    const entries = await centralDirectory(await zipped(files));
    expect(entries.map((entry) => entry.fileName)).toEqual(Object.keys(files));
    for (const entry of entries) {
      const bytes = Buffer.concat(files[entry.fileName as keyof typeof files]);
      expect({ name: entry.fileName, crc32: entry.crc32 }).toEqual({ name: entry.fileName, crc32: javascriptCrc32(bytes) });
    }
  });
});
