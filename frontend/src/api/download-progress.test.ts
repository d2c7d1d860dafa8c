// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { followDownload, readBlob } from './download-progress';

function streamed(chunks: number[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((size, index) => controller.enqueue(new Uint8Array(size).fill(index + 1)));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/zip' } });
}

describe('download progress', () => {
  it('reports the bytes received after each chunk to the listener of the signal, and gives the whole body', async () => {
    const abort = new AbortController();
    const seen: number[] = [];
    followDownload(abort.signal, (bytes) => seen.push(bytes));
    const blob = await readBlob(streamed([3, 5, 2]), abort.signal);
    expect(seen).toEqual([3, 8, 10]);
    expect(blob.size).toBe(10);
    expect(blob.type).toBe('application/zip');
    const content = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    expect([...new Uint8Array(content)]).toEqual([1, 1, 1, 2, 2, 2, 2, 2, 3, 3]);
  });

  it('reads a download nobody follows in one go', async () => {
    const followed = new AbortController();
    const seen: number[] = [];
    followDownload(followed.signal, (bytes) => seen.push(bytes));
    expect((await readBlob(streamed([4, 4]), new AbortController().signal)).size).toBe(8);
    expect((await readBlob(streamed([1]), undefined)).size).toBe(1);
    expect(seen).toEqual([]);
  });
});
