import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const backendMain = join(repoRoot, 'backend', 'dist', 'main.js');
const spaDir = join(repoRoot, 'frontend', 'dist');
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

/** The built files the server needs; global-setup.ts checks them once before any worker starts. */
export const BUILT_FILES = [
  [backendMain, 'the backend'],
  [join(spaDir, 'index.html'), 'the frontend'],
] as const;

export function missingBuild(): string | undefined {
  const missing = BUILT_FILES.find(([path]) => !existsSync(path));
  return missing && `${missing[0]} is missing: build ${missing[1]} first (npm run build at the repository root).`;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited with code ${child.exitCode} during start-up:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The backend did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** The caller's environment without the settings that would point the app elsewhere (an external database or identity provider). */
function inheritedEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'DATABASE_URL' || name === 'ADMIN_EMAILS' || name.startsWith('AUTH_') || name.startsWith('THROTTLE_')) delete env[name];
  }
  return env;
}

export interface AppServer {
  baseUrl: string;
  /** The server's DATA_DIR: without SMTP_URL it writes each e-mail to DATA_DIR/mail/ as an .eml file. */
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the real built backend (serving frontend/dist) on free ports with a fresh embedded database and the demo data. */
export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  const problem = missingBuild();
  if (problem) throw new Error(problem);

  const dataDir = mkdtempSync(join(tmpdir(), 'sl-vendor-e2e-'));
  // PostgreSQL runs as its own user, which must be able to enter the data folder.
  chmodSync(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;

  let log = '';
  const child = spawn(process.execPath, [backendMain], {
    cwd: repoRoot,
    env: {
      ...inheritedEnvironment(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      SPA_DIR: spaDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every test signs up its own accounts from this one address.
      THROTTLE_SIGN_IN_PER_MINUTE: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stopAndClean = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    await stopAndClean();
    throw error;
  }
  return { baseUrl, dataDir, stop: stopAndClean };
}
