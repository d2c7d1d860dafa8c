/**
 * Streams `GET /api/transactions/export.csv` once and reports throughput and memory (bench/transactions-export.bench.ts,
 * bench/reports-10m.bench.ts). The client reads the body as a stream and keeps only a line count, so the memory
 * figures are the server's streaming plus a small client (both run in the benchmark's process).
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const MB = 1024 * 1024;

export interface ExportRun {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  megabytes: number;
  firstByteMs: number;
  baselineRssMb: number;
  peakRssMb: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
  /** With liveHeapEvery: the largest heap left after a full collection, minus the baseline (what the export holds). */
  liveHeapGrowthMb: number | null;
}

/**
 * With `liveHeapEvery`, a full garbage collection runs every that many lines and the heap left afterwards is recorded:
 * the memory the export really holds, as opposed to garbage the collector has not reclaimed yet.
 */
export async function streamExport(baseUrl: string, token: string, query = '', liveHeapEvery = 0): Promise<ExportRun> {
  collectGarbage();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  let peakLiveHeap = baseline.heapUsed;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const sampler = setInterval(sample, 20);

  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/transactions/export.csv${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`Export answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.getReader();
  let bytes = 0;
  let lines = 0;
  let nextCollection = liveHeapEvery;
  let firstByteMs = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
    for (let index = 0; index < value.length; index += 1) if (value[index] === 10) lines += 1;
    sample();
    if (liveHeapEvery > 0 && lines >= nextCollection) {
      nextCollection += liveHeapEvery;
      collectGarbage();
      peakLiveHeap = Math.max(peakLiveHeap, process.memoryUsage().heapUsed);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    rows: lines - 1,
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round((lines - 1) / seconds),
    megabytes: Number((bytes / MB).toFixed(1)),
    firstByteMs: Number(firstByteMs.toFixed(0)),
    baselineRssMb: Number((baseline.rss / MB).toFixed(1)),
    peakRssMb: Number((peakRss / MB).toFixed(1)),
    rssGrowthMb: Number(((peakRss - baseline.rss) / MB).toFixed(1)),
    heapGrowthMb: Number(((peakHeap - baseline.heapUsed) / MB).toFixed(1)),
    liveHeapGrowthMb: liveHeapEvery > 0 ? Number(((peakLiveHeap - baseline.heapUsed) / MB).toFixed(1)) : null,
  };
}
