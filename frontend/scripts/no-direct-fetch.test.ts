import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', 'src');
// The one request helper and the code generated on top of it are the only places that may talk to the API.
const ALLOWED = ['api/fetcher.ts', 'api/generated/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('pages use only the generated client', () => {
  it('no source file outside the fetcher calls fetch, XMLHttpRequest or axios', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => !ALLOWED.some((allowed) => path.startsWith(allowed)))
      .filter((path) => /\bfetch\s*\(|XMLHttpRequest|\baxios\b|navigator\.sendBeacon/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('finds the fetcher itself, so the scan reads the real sources', () => {
    expect(readFileSync(join(SRC, 'api/fetcher.ts'), 'utf8')).toMatch(/\bfetch\s*\(/);
    expect(sourceFiles(SRC).length).toBeGreaterThan(50);
  });
});
