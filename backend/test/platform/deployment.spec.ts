import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { parse } from 'yaml';

const ROOT = resolve(__dirname, '..', '..', '..');
const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');

/** Debian's docker-compose (v1) or the docker CLI's compose plugin (v2), whichever answers. */
function findCompose(): { command: string; args: string[] } | null {
  for (const candidate of [
    { command: 'docker-compose', args: [] },
    { command: 'docker', args: ['compose'] },
  ]) {
    const probe = spawnSync(candidate.command, [...candidate.args, 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

const compose = findCompose();
if (!compose) {
  console.warn('docker-compose.yml is not validated: neither `docker-compose` nor `docker compose` is installed (apt-get install -y docker-compose).');
}

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: string[];
  ports?: string[];
}

describe('deployment files', () => {
  (compose ? it : it.skip)('docker-compose.yml is valid and describes proxy, replicas, one-shot migrations, PostgreSQL and Redis', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'slv-compose-'));
    try {
      // An empty env file: the check must not depend on a developer's .env.
      const envFile = join(scratch, 'empty.env');
      writeFileSync(envFile, '');
      const result = spawnSync(compose!.command, [...compose!.args, '--env-file', envFile, '-f', COMPOSE_FILE, 'config'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
      const services = parse(result.stdout).services as Record<string, ComposeService>;
      expect(Object.keys(services).sort()).toEqual(['api', 'db', 'migrate', 'proxy', 'redis']);

      expect(services.migrate.command).toEqual(['node', 'backend/dist/bin/migrate.js']);
      expect(services.migrate.depends_on?.db.condition).toBe('service_healthy');

      const api = services.api;
      expect(api.deploy?.replicas).toBe(2);
      expect(api.ports).toBeUndefined();
      expect(api.depends_on?.migrate.condition).toBe('service_completed_successfully');
      expect(api.environment).toMatchObject({ MIGRATIONS_RUN: 'false', REDIS_URL: 'redis://redis:6379', NODE_ENV: 'production' });
      expect(api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/slvendor:.+@db:5432\/slvendor$/);
      expect(api.image).toBe(services.migrate.image);

      const caddyfile = services.proxy.volumes?.find((volume) => volume.includes('/etc/caddy/Caddyfile'));
      expect(caddyfile).toBeDefined();
      expect(existsSync(caddyfile!.split(':')[0])).toBe(true);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('the Caddyfile compresses, balances across every api replica and leaves caching to the API', () => {
    const caddyfile = readFileSync(join(ROOT, 'docs', 'deployment', 'Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/^\s*encode zstd gzip$/m);
    expect(caddyfile).toMatch(/^\s*dynamic a api 3000 \{$/m);
    expect(caddyfile).not.toMatch(/Cache-Control "/);
  });

  it('the Dockerfile copies files that exist and runs the entry points the backend build produces', () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    const dockerignore = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    const copied = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) => match[1].split(' '));
    expect(copied).toEqual(expect.arrayContaining(['package-lock.json', 'backend', 'frontend', 'lsl', 'openapi/openapi.json']));
    for (const source of copied) {
      expect({ source, exists: existsSync(join(ROOT, source)) }).toEqual({ source, exists: true });
      expect({ source, ignored: dockerignore.includes(source) }).toEqual({ source, ignored: false });
    }
    // node backend/dist/X.js is compiled from backend/src/X.ts (tsconfig.build.json: rootDir src, outDir dist).
    for (const [, entry] of dockerfile.matchAll(/"(backend\/dist\/[\w/-]+)\.js"/g)) {
      expect(existsSync(join(ROOT, entry.replace('backend/dist/', 'backend/src/') + '.ts'))).toBe(true);
    }
    expect(dockerfile).toMatch(/^CMD \["node", "backend\/dist\/main\.js"\]$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace backend/);
  });

  it('pins the Node version the same way everywhere', () => {
    const nvmrc = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
    expect(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).toContain(`ARG NODE_VERSION=${nvmrc}`);
    const engines = ['package.json', 'backend/package.json', 'frontend/package.json'].map(
      (file) => (JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { engines?: { node?: string } }).engines?.node,
    );
    expect(new Set(engines).size).toBe(1);
    expect(engines[0]).toContain(`^${nvmrc}.`);
  });
});
