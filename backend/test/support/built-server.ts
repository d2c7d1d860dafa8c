import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

import { sleep } from './wait';

/** The server `npm start` runs, as built by `npm run build` (npm test builds first). */
export const BUILT_MAIN = resolve(__dirname, '..', '..', 'dist', 'main.js');

export interface BuiltServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Spawns the built server with only these variables (and PATH). */
export function startBuiltServer(env: Record<string, string>): BuiltServer {
  const child = spawn(process.execPath, [BUILT_MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolvePromise) => child.on('exit', (code) => resolvePromise(code)));
  return { child, output: () => output, exited };
}

export async function waitForHealth(url: string, server: BuiltServer, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`The server at ${url} did not become healthy:\n${server.output()}`);
}
