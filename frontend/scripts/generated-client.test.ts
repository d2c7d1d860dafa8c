// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

import { generate } from 'orval';
import { afterAll, describe, expect, it } from 'vitest';

import { orvalOptions } from '../orval.config';

const frontendDir = resolve(import.meta.dirname, '..');
const committedSpec = resolve(frontendDir, '..', 'openapi', 'openapi.json');
const apiDir = join(frontendDir, 'src', 'api');

function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(dir, full), readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

describe('generated API client', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'client-drift-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is exactly what orval generates from the committed openapi/openapi.json', async () => {
    // A copy of the layout the config expects: ../openapi/openapi.json and the mutator under src/api.
    const workspace = join(scratch, 'frontend');
    mkdirSync(join(workspace, 'src', 'api'), { recursive: true });
    mkdirSync(join(scratch, 'openapi'));
    copyFileSync(committedSpec, join(scratch, 'openapi', 'openapi.json'));
    // Orval reads the dependency versions (react-query, TypeScript) and the tsconfig to choose what it emits.
    copyFileSync(join(frontendDir, 'package.json'), join(workspace, 'package.json'));
    copyFileSync(join(frontendDir, 'tsconfig.json'), join(workspace, 'tsconfig.json'));
    copyFileSync(resolve(frontendDir, '..', 'tsconfig.json'), join(scratch, 'tsconfig.json'));
    for (const entry of readdirSync(apiDir)) {
      if (entry.endsWith('.ts') && !entry.endsWith('.test.ts')) copyFileSync(join(apiDir, entry), join(workspace, 'src', 'api', entry));
    }

    await generate(orvalOptions, workspace);

    const fresh = readTree(join(workspace, 'src', 'api', 'generated'));
    const committed = readTree(join(apiDir, 'generated'));
    expect(fresh.size).toBeGreaterThan(0);
    expect([...committed.keys()].sort()).toEqual([...fresh.keys()].sort());
    const changed = [...fresh].filter(([file, text]) => committed.get(file) !== text).map(([file]) => file);
    expect(changed, 'files that `npm run openapi` would change; run it and commit the result').toEqual([]);
  }, 60_000);

  it('formats deterministically: a second generation gives the same bytes', async () => {
    const workspace = join(scratch, 'frontend');
    const first = readTree(join(workspace, 'src', 'api', 'generated'));
    await generate(orvalOptions, workspace);
    expect(readTree(join(workspace, 'src', 'api', 'generated'))).toEqual(first);
  }, 60_000);
});
