/**
 * Load generator of the sale benchmark: `concurrency` keep-alive connections, each posting sales one after another,
 * byte for byte as lsl/vendor.lsl sends them through the simulator. It runs in a child process, so the server
 * under test has its event loop to itself.
 */
import { fork } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { inWorldObject, saleBody, simulatorHeaders } from '../../backend/test/in-world/in-world-support';

export interface LoadOptions {
  /** Base URL of the server, e.g. http://127.0.0.1:3000 */
  target: string;
  apiKey: string;
  vendorKeys: string[];
  concurrency: number;
  warmupSeconds: number;
  seconds: number;
}

export interface PhaseResult {
  /** Answers by HTTP status; 0 is a connection error. */
  statuses: Record<string, number>;
  /** Answers with status 200 and the sum of their amounts (whole L$). */
  accepted: number;
  acceptedAmount: number;
}

export interface LoadResult {
  warmup: PhaseResult;
  measured: PhaseResult & {
    /** From the end of the warm-up to the last answer of a request started before the end. */
    seconds: number;
    /** One per request of the measured phase, in ms, in completion order. */
    latenciesMs: Float64Array;
  };
  /** A few answers other than 200, to tell what went wrong. */
  errorSamples: string[];
}

interface Answer {
  status: number;
  text: string;
}

const SALE_PATH = '/api/lsl/sale';

function emptyPhase(): PhaseResult {
  return { statuses: {}, accepted: 0, acceptedAmount: 0 };
}

function post(agent: Agent, target: URL, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: SALE_PATH,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => resolve({ status: 0, text: error.message }));
      },
    );
    outgoing.on('error', (error) => resolve({ status: 0, text: error.message }));
    outgoing.end(body);
  });
}

/** Runs the load in this process: warm-up, then the measured phase. */
export async function generateLoad(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.target);
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  // One in-world object per vendor: each vendor is its own prim, with its own object key in the simulator's headers.
  const vendors = options.vendorKeys.map((vendorKey, index) => ({
    vendorKey,
    headers: simulatorHeaders(inWorldObject(options.apiKey, `Vendor ${index + 1}`)),
  }));
  const warmup = emptyPhase();
  const measured = { ...emptyPhase(), latencies: [] as number[] };
  const errorSamples: string[] = [];

  const started = performance.now();
  const measureFrom = started + options.warmupSeconds * 1000;
  const endAt = measureFrom + options.seconds * 1000;
  let lastAnswer = measureFrom;

  const connection = async () => {
    for (;;) {
      const sentAt = performance.now();
      if (sentAt >= endAt) return;
      const vendor = vendors[randomInt(vendors.length)];
      const amount = randomInt(100, 5001);
      const buyerNumber = randomInt(1, 100_000);
      const body = saleBody({ buyer: randomUUID(), vendorKey: vendor.vendorKey, amount, buyerName: `Buyer${buyerNumber} Resident` });
      const answer = await post(agent, target, vendor.headers, body);
      const answeredAt = performance.now();
      const phase = sentAt < measureFrom ? warmup : measured;
      phase.statuses[answer.status] = (phase.statuses[answer.status] ?? 0) + 1;
      if (answer.status === 200) {
        phase.accepted += 1;
        phase.acceptedAmount += amount;
      } else if (errorSamples.length < 5) {
        errorSamples.push(`${answer.status} ${answer.text.slice(0, 300)}`);
      }
      if (phase === measured) {
        measured.latencies.push(answeredAt - sentAt);
        lastAnswer = Math.max(lastAnswer, answeredAt);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, connection));
  agent.destroy();

  const { latencies, ...counts } = measured;
  return {
    warmup,
    measured: { ...counts, seconds: (lastAnswer - measureFrom) / 1000, latenciesMs: Float64Array.from(latencies) },
    errorSamples,
  };
}

/** Runs the load in a child process (bench/support/sale-load-child.ts) and returns its result. */
export function runLoadInChild(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'sale-load-child.ts'), [], {
      execArgv: ['--require', require.resolve('ts-node/register/transpile-only')],
      env: { ...process.env, TS_NODE_PROJECT: join(__dirname, '..', 'tsconfig.json') },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: LoadResult | undefined;
    child.once('message', (message) => {
      result = message as LoadResult;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`The load generator exited with code ${code} without a result.`));
    });
    child.send(options);
  });
}
