import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SCRIPT = resolve(__dirname, '..', '..', 'scripts', 'build-if-changed.js');

/** A checkout with two tiny workspaces whose builds write their output and log that they ran. */
function makeCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), 'slv-build-stamp-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('package.json', JSON.stringify({ name: 'checkout', private: true, workspaces: ['backend', 'frontend'] }));
  write('package-lock.json', '{"lockfileVersion": 3}\n');
  write('tsconfig.json', '{}\n');
  const workspace = (name: string, output: string) => {
    const build = `require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('${output}','built');require('fs').appendFileSync('../builds.log','${name}\\n');console.log('compiler output of ${name}');if(process.env.FAIL_BUILD==='${name}')process.exit(2)`;
    write(`${name}/package.json`, JSON.stringify({ name, private: true, scripts: { build: `node -e "${build}"` } }));
  };
  workspace('backend', 'dist/main.js');
  write('backend/src/main.ts', 'export const answer = 42;\n');
  write('backend/tsconfig.json', '{}\n');
  workspace('frontend', 'dist/index.html');
  write('frontend/src/main.tsx', 'export const page = 1;\n');
  write('frontend/index.html', '<div id="root"></div>\n');
  return root;
}

function build(root: string, args: string[] = [], env: Record<string, string> = {}): { status: number | null; built: string[] } {
  const before = readLog(root).length;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_') && name !== 'FAIL_BUILD'));
  const result = spawnSync(process.execPath, [SCRIPT, '--root', root, ...args], { env: { ...clean, ...env }, encoding: 'utf8' });
  return { status: result.status, built: readLog(root).slice(before) };
}

/** What the script prints (npm start shows it). */
function output(root: string, args: string[] = [], env: Record<string, string> = {}): string {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_') && name !== 'FAIL_BUILD'));
  return spawnSync(process.execPath, [SCRIPT, '--root', root, ...args], { env: { ...clean, ...env }, encoding: 'utf8' }).stdout;
}

function readLog(root: string): string[] {
  try {
    return readFileSync(join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

describe('npm start builds only the workspaces whose inputs changed', () => {
  let root: string;

  beforeEach(() => {
    root = makeCheckout();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds both the first time, then neither while nothing changes', () => {
    expect(build(root)).toEqual({ status: 0, built: ['frontend', 'backend'] });
    expect(build(root)).toEqual({ status: 0, built: [] });
    expect(JSON.parse(readFileSync(join(root, 'backend', 'dist', '.build-stamp'), 'utf8')).inputs).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rebuilds the workspace whose sources changed, and both when the lockfile changes', () => {
    build(root);
    appendFileSync(join(root, 'frontend', 'src', 'main.tsx'), 'export const more = 2;\n');
    expect(build(root).built).toEqual(['frontend']);
    writeFileSync(join(root, 'backend', 'src', 'extra.ts'), 'export {};\n');
    expect(build(root).built).toEqual(['backend']);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion": 3, "packages": {}}\n');
    expect(build(root).built).toEqual(['frontend', 'backend']);
  });

  it('rebuilds the SPA when a VITE_ variable baked into it changes, and not the API', () => {
    build(root);
    expect(build(root, [], { VITE_CLERK_PUBLISHABLE_KEY: 'pk_test_1' }).built).toEqual(['frontend']);
    expect(build(root, [], { VITE_CLERK_PUBLISHABLE_KEY: 'pk_test_1', UNRELATED: 'x' }).built).toEqual([]);
  });

  it('rebuilds when the output is gone, and after a failed build until one succeeds', () => {
    build(root);
    unlinkSync(join(root, 'backend', 'dist', 'main.js'));
    expect(build(root).built).toEqual(['backend']);

    appendFileSync(join(root, 'backend', 'src', 'main.ts'), 'export const broken = true;\n');
    const failed = build(root, [], { FAIL_BUILD: 'backend' });
    expect(failed).toEqual({ status: 2, built: ['backend'] });
    expect(build(root).built).toEqual(['backend']);
    expect(build(root).built).toEqual([]);
  });

  it("says what it builds and how long a first build takes, keeping the compilers' output back unless a build fails", () => {
    const first = output(root);
    expect(first.split('\n')[0]).toBe(
      'Building the web app (bundle) and the API (compile): on a first start about 1 minute on 2 cores; later starts rebuild only what changed.',
    );
    expect(first).toMatch(/^frontend: built in \d+\.\d s$/m);
    expect(first).not.toContain('compiler output of');

    appendFileSync(join(root, 'backend', 'src', 'main.ts'), 'export const broken = true;\n');
    const failed = output(root, [], { FAIL_BUILD: 'backend' });
    expect(failed.split('\n')[0]).toBe('Building the API (compile): on a first start about 1 minute on 2 cores; later starts rebuild only what changed.');
    expect(failed).toContain('compiler output of backend');
    expect(failed).toContain('backend: the build failed');
    // npm run build shows everything as it comes.
    expect(output(root, ['--force'])).toContain('compiler output of frontend');
  });

  it('builds everything with --force (npm run build)', () => {
    build(root);
    expect(build(root, ['--force'])).toEqual({ status: 0, built: ['frontend', 'backend'] });
    expect(build(root).built).toEqual([]);
  });
});
