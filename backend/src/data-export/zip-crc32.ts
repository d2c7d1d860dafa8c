import { createRequire } from 'node:module';
import * as zlib from 'node:zlib';

interface BufferCrc32 {
  unsigned: (buffer: Buffer, previous?: number) => number;
}

/** The copy of buffer-crc32 yazl loads, the one it checksums each entry with. */
const yazlCrc32 = createRequire(require.resolve('yazl'))('buffer-crc32') as BufferCrc32;

/** buffer-crc32's own function, kept for the test that compares it with the native one. */
export const javascriptCrc32 = yazlCrc32.unsigned;

/**
 * yazl checksums every byte it zips with buffer-crc32, a JavaScript loop on the main thread: 467 ms for 80 MB here,
 * about 5 s of a 1 000 000-sale export (bench/README.md). Node's zlib.crc32 (native, Node 20.15 and later) gives the
 * same numbers in 40 ms, so it takes its place; where Node lacks it, yazl keeps its own.
 */
export function useNativeCrc32InYazl(): void {
  if (typeof zlib.crc32 !== 'function') return;
  yazlCrc32.unsigned = (buffer, previous = 0) => zlib.crc32(buffer, previous);
}

/** True once yazl checksums with zlib.crc32. */
export function yazlUsesNativeCrc32(): boolean {
  return yazlCrc32.unsigned !== javascriptCrc32;
}
